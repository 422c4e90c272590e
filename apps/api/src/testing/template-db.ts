/**
 * Test databases: migrate and load the demo once (global setup), then give every test
 * file its own copy — a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`
 * when DATABASE_URL is set. Never a fresh migration per test (DESIGN.md §9).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { loadReferenceData } from '../modules/reference/load-reference-data.ts';
import { seedDemo } from '../seed/demo-data.ts';

export const TEST_DATA_DIR = fileURLToPath(new URL('../../../../.test-data', import.meta.url));
const PGLITE_DUMP = join(TEST_DATA_DIR, 'template.tar.gz');
const TEMPLATE_NAME_FILE = join(TEST_DATA_DIR, 'pg-template.txt');

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, sqlText: string) {
  const pg = await import('pg');
  const c = new pg.default.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sqlText);
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
    const db = await openPostgres(withDatabase(url, name), 2);
    await loadReferenceData(db.db);
    await seedDemo(db.db);
    await db.close();
    writeFileSync(TEMPLATE_NAME_FILE, name);
    return;
  }
  const db = await openPglite(undefined);
  await loadReferenceData(db.db);
  await seedDemo(db.db);
  const client = (db.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}

export async function dropTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const name = readFileSync(TEMPLATE_NAME_FILE, 'utf8').trim();
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}

/** A private copy of the template for one test file (or one e2e server). */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = readFileSync(TEMPLATE_NAME_FILE, 'utf8').trim();
    const name = `admissao_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    const db = await openPostgres(withDatabase(url, name), 5);
    return {
      ...db,
      close: async () => {
        await db.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = readFileSync(PGLITE_DUMP);
  return openPglite(undefined, new Blob([dump]));
}
