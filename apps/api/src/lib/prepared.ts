/**
 * Hot statements as named prepared statements. On node-postgres each pooled connection
 * parses and plans a named statement once and then only binds values (Drizzle's `execute`
 * sends the text every time); PGlite runs the text as is (one in-process connection, no
 * network round trip to save). Use only outside transactions: it runs on the pool.
 */
import type { Db } from '../db/client.ts';

interface PgPoolLike {
  totalCount: number;
  query(config: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}
interface PgliteLike {
  query(text: string, params: unknown[], options: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}

/** The driver under Drizzle's `Db`: node-postgres's pool, or the PGlite instance (db/client.ts). */
export type DriverClient = { kind: 'postgres'; pool: PgPoolLike } | { kind: 'pglite'; client: PgliteLike };

export function driverClient(db: Db): DriverClient {
  const client = (db as unknown as { $client: PgPoolLike | PgliteLike }).$client;
  return 'totalCount' in client ? { kind: 'postgres', pool: client } : { kind: 'pglite', client };
}

/** DATE stays 'yyyy-mm-dd' on both drivers (the node-postgres parser is set in db/client.ts) */
const PGLITE_PARSERS = { 1082: (v: string) => v };

export async function queryPrepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const driver = driverClient(db);
  const result =
    driver.kind === 'postgres'
      ? await driver.pool.query({ name, text, values })
      : await driver.client.query(text, values, { parsers: PGLITE_PARSERS });
  return result.rows as T[];
}
