/**
 * Where a string is still stored: every text-like column of every table of the public schema that
 * holds it (as `table.column`), case-insensitive — the 'nothing left anywhere' check of the
 * anonymisation tests (decision 039).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/lib/rows.ts';

export async function whereFound(db: Db, needle: string): Promise<string[]> {
  const cols = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('character varying', 'text', 'character', 'jsonb')`),
  );
  const found: string[] = [];
  for (const c of cols) {
    const [hit] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
        where position(lower(${needle}) in lower(${sql.identifier(c.column_name)}::text)) > 0`),
    );
    if (hit!.n > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}
