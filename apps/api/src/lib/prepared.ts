/**
 * Hot statements as named prepared statements. On node-postgres each pooled connection
 * parses and plans a named statement once and then only binds values (Drizzle's `execute`
 * sends the text every time); PGlite runs the text as is (one in-process connection, no
 * network round trip to save). Use only outside transactions: it runs on the pool.
 */
import type { Db } from '../db/client.ts';

interface PgPoolLike {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteLike {
  query(
    text: string,
    params: unknown[],
    options: { parsers: Record<number, (v: string) => unknown> },
  ): Promise<{ rows: unknown[] }>;
}

/** DATE stays 'yyyy-mm-dd' on both drivers (the node-postgres parser is set in db/client.ts) */
const PGLITE_PARSERS = { 1082: (v: string) => v };

export async function queryPrepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: PgPoolLike | PgliteLike }).$client;
  const result =
    'totalCount' in client
      ? await client.query({ name, text, values })
      : await client.query(text, values, { parsers: PGLITE_PARSERS });
  return result.rows as T[];
}
