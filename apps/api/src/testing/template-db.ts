/**
 * Test databases (decision 014): the global setup migrates, loads the demo and marks the reset
 * point once (the template) — or finds it cached from an earlier run under the same key
 * (testing/template-key.ts); each test worker then opens one copy of it — a PGlite data-dir dump,
 * or a PostgreSQL `CREATE DATABASE … TEMPLATE` when DATABASE_URL is set — and every test app of
 * that worker gets it back at the template's data (testing/reset-point.ts). Never a fresh
 * migration per test (docs/design.md §9). ADMISSAO_TEST_TEMPLATE=rebuild builds it again.
 */
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres, type Database, type Db } from '../db/client.ts';
import { loadReferenceData } from '../modules/reference/load-reference-data.ts';
import { seedDemo } from '../seed/demo-data.ts';
import { installResetPoint, restoreResetPoint } from './reset-point.ts';
import { templateKey } from './template-key.ts';
import { adminQuery, dropRunCopies, ensurePostgresTemplate, withDatabase } from './template-pg.ts';

export const TEST_DATA_DIR = fileURLToPath(new URL('../../../../.test-data', import.meta.url));
/** set by the global setup for the workers: the template (PostgreSQL) or its dump (PGlite) */
const TEMPLATE_VAR = 'ADMISSAO_TEST_TEMPLATE_AT';
/** set by the global setup: its pid, in the name of every copy the run makes (PostgreSQL) */
const RUN_VAR = 'ADMISSAO_TEST_TEMPLATE_RUN';
/** a dump no run used for this long is another key's leftover */
const DUMP_STALE_AFTER_MS = 6 * 3600_000;

function templateAt(): string {
  const at = process.env[TEMPLATE_VAR];
  if (!at) throw new Error(`${TEMPLATE_VAR} não definido: os testes de API precisam do global setup`);
  return at;
}

async function fillTemplate(db: Db): Promise<void> {
  await loadReferenceData(db);
  await seedDemo(db);
  await installResetPoint(db);
}

/** what the global setup did, for the tests of the cache and the figures of decision 014 */
export interface PreparedTemplate {
  at: string;
  built: boolean;
}

/** Global setup: the template for this run, reused when its key's is there and complete. */
export async function prepareTemplate(): Promise<PreparedTemplate> {
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  const url = process.env.DATABASE_URL;
  // a second global setup of the same vitest run (api and e2e projects) does not rebuild again
  const rebuild = process.env.ADMISSAO_TEST_TEMPLATE === 'rebuild' && !process.env[TEMPLATE_VAR];
  let prepared: PreparedTemplate;
  if (url) {
    const { name, built } = await ensurePostgresTemplate(
      url,
      templateKey('postgres'),
      rebuild,
      async (at) => {
        const db = await openPostgres(at, { poolSize: 2 });
        try {
          await fillTemplate(db.db);
        } finally {
          await db.close();
        }
      },
    );
    prepared = { at: name, built };
  } else {
    prepared = await preparePgliteDump(templateKey('pglite'), rebuild);
  }
  process.env[TEMPLATE_VAR] = prepared.at;
  process.env[RUN_VAR] = String(process.pid);
  return prepared;
}

/**
 * PGlite: `.test-data/template-<key>.tar.gz`, written under a temporary name and renamed, so a
 * dump that is there is complete; its time is touched at each use, and other keys' dumps unused
 * for DUMP_STALE_AFTER_MS are deleted (another run of this checkout may still read a recent one).
 */
async function preparePgliteDump(key: string, rebuild: boolean): Promise<PreparedTemplate> {
  const file = `template-${key}.tar.gz`;
  const path = join(TEST_DATA_DIR, file);
  const now = Date.now();
  for (const other of readdirSync(TEST_DATA_DIR)) {
    if (other === file || !/^template[-.]|^pg-template\.txt$/.test(other)) continue;
    const otherPath = join(TEST_DATA_DIR, other);
    // another run of this checkout may delete it first
    const mtime = statSync(otherPath, { throwIfNoEntry: false })?.mtimeMs ?? now;
    if (now - mtime > DUMP_STALE_AFTER_MS) rmSync(otherPath, { force: true });
  }
  if (!rebuild && existsSync(path)) {
    utimesSync(path, new Date(), new Date());
    return { at: path, built: false };
  }
  const db = await openPglite(undefined);
  try {
    await fillTemplate(db.db);
    const client = (db.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, path);
  } finally {
    await db.close();
  }
  return { at: path, built: true };
}

/** Global teardown (PostgreSQL): every copy this run made; the template stays for the next run. */
export async function dropTestCopies(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const run = process.env[RUN_VAR];
  if (!url || !run) return;
  await dropRunCopies(url, templateAt(), Number(run));
}

/**
 * A copy of the template; on PostgreSQL it is named after the template and the run (so the
 * teardown finds it if a test never closed it), and `dropOnClose` drops it when closed.
 */
async function copyTemplate(kind: 'worker' | 'private', dropOnClose: boolean): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(undefined, new Blob([readFileSync(templateAt())]));
  const template = templateAt();
  const dbName = `${template}_${process.env[RUN_VAR]}_${kind}_${randomBytes(6).toString('hex')}`;
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
