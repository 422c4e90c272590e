/**
 * One database type for both drivers (DESIGN.md §9): embedded PGlite under DATA_DIR by
 * default, node-postgres when DATABASE_URL is set. Migrations are applied on open.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { pgliteSessionNotices, postgresSessionNotices, type WatchSessions } from './session-notices.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** hear changes of accounts and sign-ins (decision 044, db/session-notices.ts) */
  watchSessions: WatchSessions;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite's memory is WebAssembly memory, which grows and never shrinks: PostgreSQL's default 128 MB of
 * shared buffers held ~100 MB of the embedded server's resident memory for a database of a few tens of
 * MB, whose files the operating system caches anyway. Passed at start, not written into
 * postgresql.conf (PGlite's `postgresqlconf` replaces the file initdb wrote).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: dataDir ? join(dataDir, 'pg') : undefined,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    watchSessions: pgliteSessionNotices(client).watch,
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // DATE columns stay 'yyyy-mm-dd' strings, as PGlite gives them
  pg.default.types.setTypeParser(1082, (v: string) => v);
  const notices = postgresSessionNotices(pg.default, url);
  // pg-pool awaits `onConnect` before a new connection's first use: it LISTENs (decision 044)
  const pool = new pg.default.Pool({ connectionString: url, max, onConnect: notices.onConnect });
  pool.on('error', () => undefined); // an idle client dropping must not crash the process
  const db = drizzle(pool, { schema });
  // several API processes may start together: one migrates while the others wait
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(727274001)');
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query('select pg_advisory_unlock(727274001)').catch(() => undefined);
    lock.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    watchSessions: notices.watch,
    close: async () => {
      await notices.stop();
      await pool.end();
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
