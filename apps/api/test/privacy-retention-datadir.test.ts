/**
 * `npm run retention` with a DATA_DIR that is not the server's (issue 31 §10, decision 039): it
 * used to "delete" the absent files, drop the rows and print {"candidates":…,"files":…} while the
 * documents stayed on the server's disk with nothing pointing to them. Now it checks first that
 * the storage holds the files the database names: run on an empty folder it refuses (pt-BR
 * message, exit 1) and changes nothing; on the right one it anonymises and counts only the files
 * it really deleted (a row whose file was already lost counts none).
 * The CLI runs as a child process; PostgreSQL: one database, two DATA_DIRs. PGlite keeps its
 * database under DATA_DIR/pg, so the second DATA_DIR gets a copy of it and no files.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { loadReferenceData } from '../src/modules/reference/load-reference-data.ts';
import { createLocalStorage } from '../src/modules/storage/local-storage.ts';
import { newKey } from '../src/modules/storage/storage.ts';
import { insertBulkCandidates } from '../src/seed/bulk-candidates.ts';
import { seedDemo } from '../src/seed/demo-data.ts';
import { scratch } from './support/child-process.ts';

const RETENTION = 'apps/api/src/cli/retention.ts';
const place = scratch('retention-datadir');
const elsewhere = mkdtempSync(join(tmpdir(), 'admissao-retention-elsewhere-'));
const storage = createLocalStorage(join(place.dataDir, 'files'));
/** the database the run on `elsewhere` used: the same server, or PGlite's copy */
const openElsewhere = () => (place.databaseUrl ? place.open() : openDatabase({ dataDir: elsewhere }));

/** X: due, file on disk; Z: due, its file already lost; Y: not due, file on disk */
const keys = { X: '', Z: '', Y: '' };

async function seed() {
  const database = await place.open();
  try {
    const db = database.db;
    await loadReferenceData(db);
    await seedDemo(db);
    await insertBulkCandidates(db, { CODADM: 9, CODCLI: '041' }, 3, null);
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`select codcandidato as id from candidate where email like 'bulk%' order by 1`),
    ).map((r) => r.id);
    const [doc] = rowsOf<{ id: number }>(
      await db.execute(sql`select codtipodoc as id from document_type where codcli = '041' limit 1`),
    );
    const who = { X: ids[0]!, Z: ids[1]!, Y: ids[2]! };
    for (const [name, id] of Object.entries(who) as [keyof typeof keys, number][]) {
      const key = newKey('docs', [9, '041', id, doc!.id], 'jpg');
      keys[name] = key;
      if (name !== 'Z') await storage.put(key, Buffer.from(`foto de ${id}`), 'image/jpeg');
      await db.execute(sql`insert into document_file (codcandidato, codtipodoc, storage_key, kind, mime, size, created_by)
        values (${id}, ${doc!.id}, ${key}, 'image', 'image/jpeg', 10, ${`C:${id}`})`);
    }
    await db.execute(sql`update candidate set codstatus = 9 where codcandidato in (${who.X}, ${who.Z})`);
    await db.execute(sql`update candidate set codstatus = 1 where codcandidato = ${who.Y}`);
    await db.execute(sql`insert into candidate_log (codcandidato, codstatus, datlog)
      values (${who.X}, 9, now() - interval '200 days'), (${who.Z}, 9, now() - interval '200 days')`);
  } finally {
    await database.close();
  }
  if (!place.databaseUrl) cpSync(join(place.dataDir, 'pg'), join(elsewhere, 'pg'), { recursive: true });
}

async function state(open: typeof openElsewhere) {
  const database = await open();
  try {
    const [s] = rowsOf<{ done: number; rows: number }>(
      await database.db.execute(sql`select
        (select count(*)::int from candidate where anonimizado_em is not null) as done,
        (select count(*)::int from document_file) as rows`),
    );
    return s!;
  } finally {
    await database.close();
  }
}

const onDisk = (key: string) => existsSync(join(place.dataDir, 'files', ...key.split('/')));

beforeAll(async () => {
  await place.setUp();
  await seed();
}, 120_000);
afterAll(async () => {
  await place.tearDown();
  rmSync(elsewhere, { recursive: true, force: true });
});

describe('npm run retention and the storage root', () => {
  it(
    'refuses a DATA_DIR that does not hold the files, then on the right one counts only real deletions',
    { timeout: 120_000 },
    async () => {
      expect([onDisk(keys.X), onDisk(keys.Z), onDisk(keys.Y)]).toEqual([true, false, true]);

      const wrong = place.start(RETENTION, { DATA_DIR: elsewhere });
      const { code } = await wrong.exited;
      expect(code, wrong.stdout()).toBe(1);
      expect(wrong.stderr()).toContain(
        'Falha na retenção: o armazenamento configurado não contém os arquivos',
      );
      expect(wrong.stdout()).toBe('');
      // nothing anonymised, no row gone, the server's files still there
      expect(await state(openElsewhere)).toEqual({ done: 0, rows: 3 });
      expect([onDisk(keys.X), onDisk(keys.Y)]).toEqual([true, true]);

      const right = place.start(RETENTION);
      const { code: code2 } = await right.exited;
      expect(code2, right.stderr()).toBe(0);
      expect(JSON.parse(right.stdout())).toMatchObject({ candidates: 2, files: 1 });
      expect(await state(() => place.open())).toEqual({ done: 2, rows: 1 });
      expect([onDisk(keys.X), onDisk(keys.Y)]).toEqual([false, true]);
    },
  );
});
