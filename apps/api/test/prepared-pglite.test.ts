/**
 * queryPrepared on PGlite PREPAREs each statement once and EXECUTEs it with its values written as
 * PGlite's own bind writes them (decision 085): the answers are the text path's, value for value —
 * numbers, text with quotes and backslashes, null, booleans, dates, timestamps, json — and a value
 * that could close the quote, a name that is not an identifier or a name reused with another text
 * keep the text path. Always on an in-memory PGlite of its own, whatever DATABASE_URL says.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { queryPrepared } from '../src/lib/prepared.ts';

let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client) as unknown as Db;
  await client.exec(`create table t (id int primary key, txt varchar(40), flag boolean, day date,
    at timestamptz, doc jsonb, amount numeric(10, 2))`);
  await client.exec(`insert into t values (1, 'a''b\\c', true, '2026-01-02', '2026-01-02 03:04:05.678+00',
    '{"k": [1, 2]}', 12.5), (2, null, false, null, null, null, null)`);
});
afterAll(() => client.close());

const prepared = async () =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (r) => r.name,
  );
const SELECT = `select id, txt, flag, day, at, doc, amount from t
  where id = $1 and (txt = $2 or $2 is null) and flag = $3 and (at = $4 or $4 is null)`;

describe('queryPrepared on PGlite', () => {
  it('prepares once and answers what the text path answers', async () => {
    const values = [1, "a'b\\c", true, new Date('2026-01-02T03:04:05.678Z')];
    const text = await client.query(SELECT, values, { parsers: { 1082: (v: string) => v } });
    const first = await queryPrepared(db, 'prepared_select', SELECT, values);
    const again = await queryPrepared(db, 'prepared_select', SELECT, values);
    expect(first).toEqual(text.rows);
    expect(again).toEqual(text.rows);
    expect(first).toEqual([
      {
        id: 1,
        txt: "a'b\\c",
        flag: true,
        day: '2026-01-02',
        at: new Date('2026-01-02T03:04:05.678Z'),
        doc: { k: [1, 2] },
        amount: '12.50',
      },
    ]);
    expect(await prepared()).toContain('prepared_select');
    expect(await queryPrepared(db, 'prepared_select', SELECT, [2, null, false, null])).toHaveLength(1);
  });
  it('writes, and takes json and numbers as PGlite binds them', async () => {
    const insert =
      'insert into t (id, txt, doc, amount) values ($1, $2, $3, $4) returning id, txt, doc, amount';
    const [row] = await queryPrepared(db, 'prepared_insert', insert, [3, 'três', { x: 'y' }, 7.25]);
    expect(row).toEqual({ id: 3, txt: 'três', doc: { x: 'y' }, amount: '7.25' });
  });
  it('keeps the text path for a value holding the quote, an odd name or a reused name', async () => {
    const q = 'select $1::text as v';
    expect(await queryPrepared(db, 'prepared_quote', q, ['x $v$ y'])).toEqual([{ v: 'x $v$ y' }]);
    expect(await queryPrepared(db, 'prepared_quote', q, ['z'])).toEqual([{ v: 'z' }]);
    // a value ending in '$v' (with the closing '$v$' it would end the quote one '$' early), a
    // lone '$', and what would be an injection if the quote closed there
    for (const v of ['obs $v', '$', 'a$v$v$', "x$v), (select 'injected'"])
      expect(await queryPrepared(db, 'prepared_quote', q, [v])).toEqual([{ v }]);
    expect(await queryPrepared(db, 'Not-An-Identifier', q, ['w'])).toEqual([{ v: 'w' }]);
    expect(await queryPrepared(db, 'prepared_quote', 'select $1::text || $1 as v', ['k'])).toEqual([
      { v: 'kk' },
    ]);
    expect(await prepared()).not.toContain('not-an-identifier');
  });
});
