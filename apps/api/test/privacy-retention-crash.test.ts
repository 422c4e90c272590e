/**
 * Crash safety of the retention job (decision 039): `npm run retention` as a child process works
 * through 1,200 cancelled candidates with a stored file each and is killed with SIGKILL while it
 * deletes; the state it leaves is torn (files gone, rows still there); a second run completes it —
 * every candidate anonymised, no file and no document row left — and a third changes nothing.
 * PGlite under a temp DATA_DIR, or a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { loadReferenceData } from '../src/modules/reference/load-reference-data.ts';
import { runRetention } from '../src/modules/privacy/retention.ts';
import { createLocalStorage } from '../src/modules/storage/local-storage.ts';
import { storagesOf } from '../src/modules/storage/create-storage.ts';
import { newKey } from '../src/modules/storage/storage.ts';
import { insertBulkCandidates } from '../src/seed/bulk-candidates.ts';
import { seedDemo } from '../src/seed/demo-data.ts';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const COUNT = 1200;
const dataDir = mkdtempSync(join(tmpdir(), 'admissao-retention-crash-'));
const filesDir = join(dataDir, 'files');
const pgUrl = process.env.DATABASE_URL;
const dbName = `admissao_retention_crash_${process.pid}`;
const storage = createLocalStorage(filesDir);

async function adminSql(text: string) {
  const pg = await import('pg');
  const c = new pg.default.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
function databaseUrl() {
  const u = new URL(pgUrl!);
  u.pathname = `/${dbName}`;
  return u.toString();
}
const open = (): Promise<Database> =>
  openDatabase({ databaseUrl: pgUrl ? databaseUrl() : undefined, dataDir });

const filesOnDisk = () => {
  try {
    return readdirSync(filesDir, { recursive: true }).filter((f) => String(f).endsWith('.jpg')).length;
  } catch {
    return 0;
  }
};

function startRetention(): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.STORAGE_BUCKET;
  if (pgUrl)
    Object.assign(env, {
      DATABASE_URL: databaseUrl(),
      JWT_SECRET: 'c'.repeat(40),
      PARTNER_SECRET: 'd'.repeat(40),
    });
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/retention.ts'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function seed() {
  const database = await open();
  try {
    const db = database.db;
    await loadReferenceData(db);
    await seedDemo(db);
    const [unit] = rowsOf<{ id: number }>(
      await db.execute(sql`select codunidade as id from unit where codcli = '041' limit 1`),
    );
    await insertBulkCandidates(db, { CODADM: 9, CODCLI: '041' }, COUNT, unit!.id);
    await db.execute(sql`update candidate set codstatus = 9 where email like 'bulk%'`);
    await db.execute(sql`insert into candidate_log (codcandidato, codstatus, datlog)
      select codcandidato, 9, now() - interval '200 days' from candidate where email like 'bulk%'`);
    const [doc] = rowsOf<{ id: number }>(
      await db.execute(sql`select codtipodoc as id from document_type where codcli = '041' limit 1`),
    );
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`select codcandidato as id from candidate where email like 'bulk%'`),
    ).map((r) => r.id);
    const rows: { id: number; key: string }[] = [];
    for (let i = 0; i < ids.length; i += 50)
      await Promise.all(
        ids.slice(i, i + 50).map(async (id) => {
          const key = newKey('docs', [9, '041', id, doc!.id], 'jpg');
          await storage.put(key, Buffer.from(`arquivo de ${id}`), 'image/jpeg');
          rows.push({ id, key });
        }),
      );
    for (let i = 0; i < rows.length; i += 500)
      await db.execute(sql`insert into document_file
        (codcandidato, codtipodoc, storage_key, kind, mime, size, created_by) values ${sql.join(
          rows
            .slice(i, i + 500)
            .map((r) => sql`(${r.id}, ${doc!.id}, ${r.key}, 'image', 'image/jpeg', 10, ${`C:${r.id}`})`),
          sql`, `,
        )}`);
  } finally {
    await database.close();
  }
}

async function state() {
  const database = await open();
  try {
    const [s] = rowsOf<{ done: number; rows: number; names: number }>(
      await database.db.execute(sql`select
        (select count(*)::int from candidate where email like 'anonimizado.%') as done,
        (select count(*)::int from document_file) as rows,
        (select count(*)::int from candidate where nome like '% % %' and codstatus = 9) as names`),
    );
    return { ...s!, files: filesOnDisk() };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  if (pgUrl) {
    await adminSql(`drop database if exists ${dbName}`);
    await adminSql(`create database ${dbName}`);
  }
  await seed();
}, 300_000);
afterAll(async () => {
  if (pgUrl) await adminSql(`drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('retention killed with SIGKILL mid-run', () => {
  it(
    'leaves a state the next run completes, and a third run changes nothing',
    { timeout: 300_000 },
    async () => {
      expect(filesOnDisk()).toBe(COUNT);
      const child = startRetention();
      let err = '';
      child.stderr!.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
      const exited = once(child, 'exit');
      // pull the plug once deleting has begun
      while (child.exitCode === null && filesOnDisk() > COUNT - 50)
        await new Promise((r) => setTimeout(r, 5));
      child.kill('SIGKILL');
      const [code, signal] = (await exited) as [number | null, string | null];
      expect(signal, `the run ended on its own (${code}): ${err}`).toBe('SIGKILL');

      const torn = await state();
      // killed midway: some files are gone while candidates still wait for anonymisation
      expect(torn.files).toBeLessThan(COUNT);
      expect(torn.done).toBeLessThan(COUNT);

      const again = startRetention();
      let out = '';
      again.stdout!.on('data', (c: Buffer) => (out += c.toString()));
      again.stderr!.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
      const [code2] = (await once(again, 'exit')) as [number | null];
      expect(code2, err).toBe(0);
      expect(JSON.parse(out).candidates).toBe(COUNT - torn.done);

      expect(await state()).toEqual({ done: COUNT, rows: 0, names: 0, files: 0 });
      const database = await open();
      try {
        expect(await runRetention(database.db, storagesOf(storage))).toEqual({ candidates: 0, files: 0 });
      } finally {
        await database.close();
      }
    },
  );
});
