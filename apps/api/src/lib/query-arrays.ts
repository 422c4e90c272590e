/**
 * A statement whose rows come as arrays (the column's position), not objects. A wide row — the
 * export's 200-odd columns — as an object is a dictionary (V8 leaves fast properties past 128
 * names): ~12 KB per row against ~2 KB as an array, and a page of them outlives a young-generation
 * collection, so objects made the export's heap grow by tens of MB per page (decision 027). Values
 * are parsed as Drizzle's `execute` parses them (timestamps, dates and intervals stay text), so a
 * column reads the same either way.
 */
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { driverClient } from './prepared.ts';

/** timestamp, timestamptz, date, interval and their arrays, numeric[]: as text (Drizzle's choice) */
const AS_TEXT = new Set([1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231]);
const text = (v: string) => v;

type TypeParsers = { getTypeParser: (oid: number, format?: string) => (v: string) => unknown };
const PGLITE_PARSERS = Object.fromEntries([...AS_TEXT].map((oid) => [oid, text]));
let pgTypes: TypeParsers | null = null;

export async function queryArrays(db: Db, query: SQL): Promise<unknown[][]> {
  const { sql: statement, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  const driver = driverClient(db);
  if (driver.kind === 'pglite') {
    const result = await driver.client.query(statement, params, {
      rowMode: 'array',
      parsers: PGLITE_PARSERS,
    });
    return result.rows as unknown[][];
  }
  if (!pgTypes) {
    const { types } = (await import('pg')).default;
    pgTypes = {
      getTypeParser: (oid, format) => (AS_TEXT.has(oid) ? text : types.getTypeParser(oid, format as 'text')),
    };
  }
  const result = await driver.pool.query({
    text: statement,
    values: params,
    rowMode: 'array',
    types: pgTypes,
  });
  return result.rows as unknown[][];
}
