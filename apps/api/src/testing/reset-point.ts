/**
 * Puts a test database back to the template's data in one statement (decision 014), so one
 * database serves every test file of a worker instead of a copy per file.
 *
 * The template keeps, in schema `test_reset`, a copy of every public table and the state of every
 * public sequence. A statement-level trigger on each public table calls nextval on that table's
 * own "mark" sequence: nextval is not transactional and never waits for another transaction, so
 * marking adds no lock between concurrent requests (a row in a "touched" table would make two
 * transactions that write the same tables in different orders deadlock) and a rolled-back write
 * still counts. `test_reset.restore()` empties the marked tables and every table that references
 * them (TRUNCATE needs them together), copies their saved rows back with the triggers and foreign
 * keys off (`session_replication_role = replica`); every public sequence is set back each time.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../lib/rows.ts';

// one statement each: PGlite's query runs a single statement
const INSTALL = [
  `create schema test_reset`,

  // one row per public table: its saved copy, the columns to copy back (generated ones are
  // computed again on insert) and the sequence its trigger marks
  `create table test_reset.saved (
  tbl regclass primary key,
  cols text not null,
  copy text not null,
  saved_rows bigint not null,
  mark text not null
)`,
  `create table test_reset.saved_sequences (seq regclass primary key, last_value bigint, start_value bigint not null)`,

  `create function test_reset.mark() returns trigger language plpgsql as $$
begin
  perform nextval(tg_argv[0]::regclass);
  return null;
end $$`,
  `do $$
declare
  r record;
  cols text;
  n int := 0;
  saved_rows bigint;
begin
  for r in
    select c.oid::regclass as tbl from pg_class c join pg_namespace s on s.oid = c.relnamespace
    where s.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname
  loop
    n := n + 1;
    select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into cols
      from pg_attribute a
      where a.attrelid = r.tbl and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
    execute format('create table test_reset.copy_%s as select %s from %s', n, cols, r.tbl);
    execute format('select count(*) from test_reset.copy_%s', n) into saved_rows;
    execute format('create sequence test_reset.mark_%s', n);
    execute format(
      'create trigger test_reset_mark after insert or update or delete or truncate on %s '
      'for each statement execute function test_reset.mark(%L)',
      r.tbl, 'test_reset.mark_' || n);
    insert into test_reset.saved
      values (r.tbl, cols, 'test_reset.copy_' || n, saved_rows, 'test_reset.mark_' || n);
  end loop;
end $$`,
  `insert into test_reset.saved_sequences
  select format('%I.%I', schemaname, sequencename)::regclass, last_value, start_value
  from pg_sequences where schemaname = 'public'`,
  `create function test_reset.restore() returns text[] language plpgsql as $$
declare
  touched regclass[];
  tables regclass[];
  r record;
begin
  -- every time: a copy of the template may not hold its sequences as the template did (PGlite's
  -- data-dir dump gives them the values a restart after a crash would, up to 32 further on)
  perform setval(seq, coalesce(last_value, start_value), last_value is not null)
    from test_reset.saved_sequences;
  select array_agg(tbl) into touched from test_reset.saved
    where pg_sequence_last_value(mark::regclass) is not null;
  if touched is null then return '{}'; end if;
  with recursive closure(tbl) as (
    select unnest(touched)
    union
    select c.conrelid::regclass from pg_constraint c join closure on c.confrelid = closure.tbl
    where c.contype = 'f'
  )
  select array_agg(tbl order by tbl::text) into tables from closure;

  perform set_config('session_replication_role', 'replica', true);
  execute 'truncate ' || array_to_string(tables, ', ');
  for r in select * from test_reset.saved where tbl = any(tables) loop
    if r.saved_rows > 0 then
      execute format('insert into %s (%s) select %s from %s', r.tbl, r.cols, r.cols, r.copy);
    end if;
    perform setval(r.mark::regclass, 1, false);
  end loop;
  perform set_config('session_replication_role', 'origin', true);
  return tables::text[];
end $$`,
];

/** Run once on the template, after the demo is loaded: what restore() brings back. */
export async function installResetPoint(db: Db): Promise<void> {
  for (const statement of INSTALL) await db.execute(sql.raw(statement));
}

/** Back to the template's data; answers the tables it restored (none when nothing was written). */
export async function restoreResetPoint(db: Db): Promise<string[]> {
  const [row] = rowsOf<{ tables: string[] }>(await db.execute(sql`select test_reset.restore() as tables`));
  return row?.tables ?? [];
}
