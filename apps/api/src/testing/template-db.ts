/**
 * Test databases (decision 014): the global setup migrates, loads the demo and marks the reset
 * point once (the template); each test worker then opens one copy of it — a PGlite data-dir dump,
 * or a PostgreSQL `CREATE DATABASE … TEMPLATE` when DATABASE_URL is set — and every test app of
 * that worker gets it back at the template's data (testing/reset-point.ts). Never a fresh
 * migration per test (docs/design.md §9).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { loadReferenceData } from '../modules/reference/load-reference-data.ts';
import { seedDemo } from '../seed/demo-data.ts';
import { installResetPoint, restoreResetPoint } from './reset-point.ts';

export const TEST_DATA_DIR = fileURLToPath(new URL('../../../../.test-data', import.meta.url));
const PGLITE_DUMP = join(TEST_DATA_DIR, 'template.tar.gz');
const TEMPLATE_NAME_FILE = join(TEST_DATA_DIR, 'pg-template.txt');

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery<T>(url: string, sqlText: string, params: unknown[] = []): Promise<T[]> {
  const pg = await import('pg');
  const c = new pg.default.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sqlText, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Global setup: build the template once per test run. */
export async function prepareTemplate(): Promise<void> {
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `admissao_tpl_${process.pid}`;
    await adminQuery(url, `drop database if exists ${name}`);
    await adminQuery(url, `create database ${name}`);
    const db = await openPostgres(withDatabase(url, name), { poolSize: 2 });
    await loadReferenceData(db.db);
    await seedDemo(db.db);
    await installResetPoint(db.db);
    await db.close();
    writeFileSync(TEMPLATE_NAME_FILE, name);
    return;
  }
  const db = await openPglite(undefined);
  await loadReferenceData(db.db);
  await seedDemo(db.db);
  await installResetPoint(db.db);
  const client = (db.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}

/** Global teardown (PostgreSQL): the template and every copy made from it still there. */
export async function dropTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const name = readFileSync(TEMPLATE_NAME_FILE, 'utf8').trim();
  const copies = await adminQuery<{ datname: string }>(
    url,
    'select datname from pg_database where starts_with(datname, $1)',
    [`${name}_`],
  );
  for (const { datname } of copies) await adminQuery(url, `drop database if exists ${datname} with (force)`);
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}

/**
 * A copy of the template; on PostgreSQL it is named after the template (so the teardown finds it
 * if a test never closed it), and `dropOnClose` drops it when closed.
 */
async function copyTemplate(kind: 'worker' | 'private', dropOnClose: boolean): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(undefined, new Blob([readFileSync(PGLITE_DUMP)]));
  const template = readFileSync(TEMPLATE_NAME_FILE, 'utf8').trim();
  const dbName = `${template}_${kind}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${dbName} template ${template}`);
  const db = await openPostgres(withDatabase(url, dbName), { poolSize: 5 });
  if (!dropOnClose) return db;
  return {
    ...db,
    close: async () => {
      await db.close();
      await adminQuery(url, `drop database if exists ${dbName} with (force)`);
    },
  };
}

/** A private copy of the template that close() closes (and drops, on PostgreSQL). */
export function openPrivateTestDatabase(): Promise<Database> {
  return copyTemplate('private', true);
}

// This worker's copy, opened on first use and kept for the life of the worker: with the api
// project's `isolate: false`, one module instance serves every test file the worker runs.
let workerDatabase: Promise<Database> | undefined;
/** the handle of the app that holds it (a second close of an older handle frees nothing) */
let holder: object | undefined;

async function openWorkerDatabase(): Promise<Database> {
  const database = await copyTemplate('worker', false);
  // on PostgreSQL its idle connections must not keep the worker alive at the end of the run
  const pool = (database.db as unknown as { $client: { options?: { allowExitOnIdle?: boolean } } }).$client;
  if (database.kind === 'postgres' && pool.options) pool.options.allowExitOnIdle = true;
  return database;
}

/**
 * The template's data for one test app: this worker's database, put back at the reset point, or a
 * private copy while another app of the worker still holds it (two apps of one test file). Its
 * close() gives the worker's database back without closing it.
 */
export async function openTestDatabase(): Promise<Database> {
  if (holder) return openPrivateTestDatabase();
  const handle = {};
  holder = handle;
  try {
    workerDatabase ??= openWorkerDatabase();
    const database = await workerDatabase;
    await restoreResetPoint(database.db);
    return {
      ...database,
      close: async () => {
        if (holder === handle) holder = undefined;
      },
    };
  } catch (err) {
    // a copy that failed to open or to reset is not used again
    const failed = workerDatabase;
    workerDatabase = undefined;
    holder = undefined;
    await failed?.then((d) => d.close()).catch(() => undefined);
    throw err;
  }
}
