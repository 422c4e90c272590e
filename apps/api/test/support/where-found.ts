/**
 * Where a string is still stored — the 'nothing left anywhere' check of the anonymisation tests
 * (decision 039), case-insensitive:
 * - `whereFound` / `whereFoundAll`: every column of every table of the public schema (enumerated
 *   from information_schema, so a new table or column is searched without a change here), read as
 *   text — text, json, arrays, numbers alike — and bytea searched for the string's bytes;
 * - `filesHolding`: every file under a folder (DATA_DIR: stored files, .eml mails, anything),
 *   read as bytes and, for mails, also with quoted-printable soft breaks and encoding undone.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/lib/rows.ts';

/** needle → the `table.column`s holding it */
export async function whereFoundAll(db: Db, needles: readonly string[]): Promise<Record<string, string[]>> {
  const cols = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await db.execute(sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const found: Record<string, string[]> = Object.fromEntries(needles.map((n) => [n, []]));
  const list = sql`array[${sql.join(
    needles.map((n) => sql`${n}::text`),
    sql`, `,
  )}]`;
  for (const c of cols) {
    const col = sql.identifier(c.column_name);
    // bytea as text is hex: search the bytes of the needle as written, lower- and upper-case
    const hit =
      c.data_type === 'bytea'
        ? sql`position(convert_to(n, 'UTF8') in ${col}) > 0 or position(convert_to(lower(n), 'UTF8') in ${col}) > 0
            or position(convert_to(upper(n), 'UTF8') in ${col}) > 0`
        : sql`position(lower(n) in lower(${col}::text)) > 0`;
    const rows = rowsOf<{ n: string }>(
      await db.execute(sql`select distinct n from unnest(${list}) n
        where exists (select 1 from ${sql.identifier(c.table_name)} where ${hit})`),
    );
    for (const r of rows) found[r.n]!.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

export async function whereFound(db: Db, needle: string): Promise<string[]> {
  return (await whereFoundAll(db, [needle]))[needle]!;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) yield* filesUnder(full);
    else if (e.isFile()) yield full;
  }
}

/** a mail's text as a reader sees it: quoted-printable soft breaks and =XX bytes undone */
const unQuoted = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** needle → the files under dir holding it; PGlite's own database folder is the database's (searched above) */
export async function filesHolding(
  dir: string,
  needles: readonly string[],
  skip: readonly string[] = [],
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = Object.fromEntries(needles.map((n) => [n, []]));
  for await (const file of filesUnder(dir)) {
    if (skip.some((s) => file.startsWith(join(dir, s)))) continue;
    const bytes = await readFile(file);
    const texts = [bytes.toString('utf8'), bytes.toString('latin1'), unQuoted(bytes.toString('latin1'))].map(
      (s) => s.toLowerCase(),
    );
    for (const n of needles) if (texts.some((s) => s.includes(n.toLowerCase()))) found[n]!.push(file);
  }
  return found;
}
