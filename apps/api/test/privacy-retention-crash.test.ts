/**
 * Crash safety of the retention job (decision 039): `npm run retention` as a child process works
 * through 1,200 cancelled candidates with a stored file each and is killed with SIGKILL while it
 * deletes; the state it leaves is torn (files gone, rows still there); a second run completes it —
 * every candidate anonymised, no file and no document row left — and a third changes nothing.
 * PGlite under a temp DATA_DIR, or a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/lib/rows.ts';
import { loadReferenceData } from '../src/modules/reference/load-reference-data.ts';
import { runRetention } from '../src/modules/privacy/retention.ts';
import { createLocalStorage } from '../src/modules/storage/local-storage.ts';
import { storagesOf } from '../src/modules/storage/create-storage.ts';
import { newKey } from '../src/modules/storage/storage.ts';
import { insertBulkCandidates } from '../src/seed/bulk-candidates.ts';
import { seedDemo } from '../src/seed/demo-data.ts';
import { scratch, spawnAndKill } from './support/child-process.ts';

const COUNT = 1200;
const RETENTION = 'apps/api/src/cli/retention.ts';
const place = scratch('retention-crash');
const filesDir = join(place.dataDir, 'files');
const storage = createLocalStorage(filesDir);
const open = () => place.open();

const filesOnDisk = () => {
  try {
    return readdirSync(filesDir, { recursive: true }).filter((f) => String(f).endsWith('.jpg')).length;
  } catch {
    return 0;
  }
};

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
  await place.setUp();
  await seed();
}, 300_000);
afterAll(() => place.tearDown());

describe('retention killed with SIGKILL mid-run', () => {
  it(
    'leaves a state the next run completes, and a third run changes nothing',
    { timeout: 300_000 },
    async () => {
      expect(filesOnDisk()).toBe(COUNT);
      // pull the plug once deleting has begun
      const killed = await spawnAndKill(place, RETENTION, () => filesOnDisk() <= COUNT - 50);
      expect(killed.signal, `the run ended on its own (${killed.code}): ${killed.stderr}`).toBe('SIGKILL');

      const torn = await state();
      // killed midway: some files are gone while candidates still wait for anonymisation
      expect(torn.files).toBeLessThan(COUNT);
      expect(torn.done).toBeLessThan(COUNT);

      const again = place.start(RETENTION);
      const { code: code2 } = await again.exited;
      expect(code2, again.stderr()).toBe(0);
      expect(JSON.parse(again.stdout()).candidates).toBe(COUNT - torn.done);

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
