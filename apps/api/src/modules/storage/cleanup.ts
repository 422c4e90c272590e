/**
 * The storage-cleanup job: deletes expired temporary uploads (row, then file) and files that no
 * row points to — left by a crash between writing a file and recording it, or by a removal whose
 * file delete failed. Only files older than the grace period are touched, so an upload still on
 * its way from storage to its transaction is never taken for an orphan.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { Storages } from './create-storage.ts';
import { KEY_AREAS, type Storage } from './storage.ts';

export const ORPHAN_GRACE_MS = 60 * 60_000;
const BATCH = 500;

export interface CleanupResult {
  expiredTemp: number;
  orphans: number;
  partials: number;
}

async function referenced(db: Db, keys: string[]): Promise<Set<string>> {
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = rowsOf<{ k: string }>(
    await db.execute(sql`
      select storage_key as k from document_file where storage_key in (${list})
      union all select storage_key from temp_upload where storage_key in (${list})
      union all select storage_key from editor_image where storage_key in (${list})
      union all select original_key from kit_document where original_key in (${list})
      union all select signed_key from kit_document where signed_key in (${list})`),
  );
  return new Set(rows.map((r) => r.k));
}

async function removeOrphans(db: Db, storage: Storage, before: Date): Promise<number> {
  let removed = 0;
  for (const area of KEY_AREAS) {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const keep = await referenced(db, batch);
      for (const key of batch)
        if (!keep.has(key)) {
          await storage.delete(key);
          removed++;
        }
      batch = [];
    };
    for await (const obj of storage.list(`${area}/`)) {
      if (obj.modified >= before) continue;
      batch.push(obj.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  return removed;
}

export async function cleanupStorage(
  db: Db,
  storages: Storages,
  opts: { graceMs?: number; now?: Date; orphans?: boolean } = {},
): Promise<CleanupResult> {
  const now = opts.now ?? new Date();
  const expired = rowsOf<{ bucket: string; storage_key: string }>(
    await db.execute(sql`delete from temp_upload where expires_at <= ${now.toISOString()}::timestamptz
      returning bucket, storage_key`),
  );
  for (const row of expired)
    await storages
      .of(row.bucket)
      .delete(row.storage_key)
      .catch(() => undefined);
  if (opts.orphans === false) return { expiredTemp: expired.length, orphans: 0, partials: 0 };
  const before = new Date(now.getTime() - (opts.graceMs ?? ORPHAN_GRACE_MS));
  const storage = storages.current;
  const orphans = await removeOrphans(db, storage, before);
  const partials = storage.sweepPartial ? await storage.sweepPartial(before) : 0;
  return { expiredTemp: expired.length, orphans, partials };
}

/**
 * The job: temporary uploads expire every run (5 minutes); the orphan scan lists the whole storage,
 * so it runs at most once an hour per process.
 */
export function storageCleanupJob(db: Db, storages: Storages, scanEveryMs = ORPHAN_GRACE_MS) {
  let lastScan = 0;
  return async () => {
    const orphans = Date.now() - lastScan >= scanEveryMs;
    const result = await cleanupStorage(db, storages, { orphans });
    if (orphans) lastScan = Date.now();
    return result;
  };
}
