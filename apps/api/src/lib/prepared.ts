/**
 * Hot statements as named prepared statements. On node-postgres each pooled connection
 * parses and plans a named statement once and then only binds values (Drizzle's `execute`
 * sends the text every time). PGlite's query parses and plans its text on every call — for the
 * record read's statement ~3 ms of its ~3.5 ms — and its protocol has no named statements, so there
 * each statement is PREPAREd once per database with SQL and then EXECUTEd (decision 085). Use only
 * outside transactions: it runs on the pool (PGlite: on its one session).
 */
import type { Db } from '../db/client.ts';

interface PgPoolLike {
  totalCount: number;
  query(config: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}
interface PgliteLike {
  query(text: string, params: unknown[], options: Record<string, unknown>): Promise<{ rows: unknown[] }>;
  /** how PGlite's own bind writes a value of each type (by oid) as text */
  serializers: Record<number, ((value: unknown) => string) | undefined>;
}

/** The driver under Drizzle's `Db`: node-postgres's pool, or the PGlite instance (db/client.ts). */
export type DriverClient = { kind: 'postgres'; pool: PgPoolLike } | { kind: 'pglite'; client: PgliteLike };

export function driverClient(db: Db): DriverClient {
  const client = (db as unknown as { $client: PgPoolLike | PgliteLike }).$client;
  return 'totalCount' in client ? { kind: 'postgres', pool: client } : { kind: 'pglite', client };
}

/** DATE stays 'yyyy-mm-dd' on both drivers (the node-postgres parser is set in db/client.ts) */
const PGLITE_PARSERS = { 1082: (v: string) => v };

/**
 * Per PGlite instance, per statement name: the parameters' types (oids) once PREPAREd, or null
 * when the statement keeps PGlite's own path (a name that is not an identifier, a PREPARE that
 * failed, the same name with another text).
 */
const pgliteStatements = new WeakMap<
  PgliteLike,
  Map<string, { text: string; types: Promise<number[] | null> }>
>();

async function prepareOnPglite(client: PgliteLike, name: string, text: string): Promise<number[] | null> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) return null;
  try {
    await client.query(`prepare ${name} as ${text}`, [], {});
    const { rows } = await client.query(
      'select parameter_types::oid[] as types from pg_prepared_statements where name = $1',
      [name],
      {},
    );
    return ((rows[0] as { types: unknown[] } | undefined)?.types ?? []).map(Number);
  } catch {
    return null;
  }
}

function pgliteTypes(client: PgliteLike, name: string, text: string): Promise<number[] | null> {
  let statements = pgliteStatements.get(client);
  if (!statements) pgliteStatements.set(client, (statements = new Map()));
  let known = statements.get(name);
  if (!known) statements.set(name, (known = { text, types: prepareOnPglite(client, name, text) }));
  return known.text === text ? known.types : Promise.resolve(null);
}

const QUOTE = '$v$';

/**
 * EXECUTE's arguments: each value as the text PGlite's bind would send for its parameter's type
 * (its serializer), dollar-quoted — an untyped literal, read by the type's input function exactly
 * as a bound text parameter is. Undefined when a value's text holds a '$' (then the text path).
 */
function executeArguments(client: PgliteLike, types: number[], values: unknown[]): string | undefined {
  const args: string[] = [];
  for (const [i, value] of values.entries()) {
    if (value === null || value === undefined) {
      args.push('null');
      continue;
    }
    const serialize = client.serializers[types[i] ?? -1];
    const text = serialize ? serialize(value) : String(value);
    // no '$' at all, not only no '$v$': a value ending in '$v' would close the quote early
    if (text.includes('$')) return undefined;
    args.push(`${QUOTE}${text}${QUOTE}`);
  }
  return args.join(', ');
}

async function queryPglite(client: PgliteLike, name: string, text: string, values: unknown[]) {
  const types = await pgliteTypes(client, name, text);
  const args = types && types.length === values.length ? executeArguments(client, types, values) : undefined;
  return args === undefined
    ? client.query(text, values, { parsers: PGLITE_PARSERS })
    : client.query(`execute ${name}${values.length ? `(${args})` : ''}`, [], { parsers: PGLITE_PARSERS });
}

export async function queryPrepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const driver = driverClient(db);
  const result =
    driver.kind === 'postgres'
      ? await driver.pool.query({ name, text, values })
      : await queryPglite(driver.client, name, text, values);
  return result.rows as T[];
}
