/**
 * One database type for both drivers (docs/design.md §9): embedded PGlite under DATA_DIR by
 * default, node-postgres when DATABASE_URL is set. Migrations are applied on open, and whatever
 * else must run once per database (reference data, the demo) runs under the same lock
 * (`underSetupLock`), so any number of processes may start together.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DEFAULT_DATABASE_SETTINGS, type DatabaseSettings } from '../config.ts';
import { createPostgresPool } from './postgres-pool.ts';
import * as schema from './schema.ts';
import { pgliteSessionNotices, postgresSessionNotices, type WatchSessions } from './session-notices.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** hear changes of accounts and sign-ins (decision 044, db/session-notices.ts) */
  watchSessions: WatchSessions;
  /**
   * Runs `work` while holding the lock the migrations take, on a connection of its own with no
   * statement timeout: set-up that must happen once however many processes start at once.
   */
  underSetupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** pg_advisory_lock key of migrations and set-up (any constant every process agrees on) */
const SETUP_LOCK = 727274001;

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
    // one process owns an embedded database: nobody to wait for
    underSetupLock: (work) => work(db),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, settings: Partial<DatabaseSettings> = {}): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const notices = postgresSessionNotices(pg.default, url);
  const pool = createPostgresPool(pg.default, url, { ...DEFAULT_DATABASE_SETTINGS, ...settings }, notices);
  const db = drizzle(pool, { schema }) as unknown as Db;

  // several API processes may start together: one migrates (and sets up) while the others wait
  const underSetupLock = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: unknown;
    try {
      // migrations and the demo may take longer than a request's statement
      await client.query('set statement_timeout = 0');
      await client.query(`select pg_advisory_lock(${SETUP_LOCK})`);
      try {
        return await work(drizzle({ client, schema }));
      } finally {
        // back to the pool's settings (RESET = the value the connection started with)
        await client
          .query(`select pg_advisory_unlock(${SETUP_LOCK}); reset statement_timeout`)
          .catch((err: unknown) => {
            broken = err;
          });
      }
    } catch (err) {
      broken = err;
      throw err;
    } finally {
      // a connection whose session may still hold the lock (or lost it) is not given back
      client.release(broken instanceof Error ? broken : undefined);
    }
  };
  try {
    await underSetupLock((lockDb) =>
      migrate(lockDb as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER }),
    );
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    watchSessions: notices.watch,
    underSetupLock,
    close: async () => {
      await notices.stop();
      await pool.end();
    },
  };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  settings?: DatabaseSettings;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.settings) : openPglite(opts.dataDir);
}
