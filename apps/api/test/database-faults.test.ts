/**
 * PostgreSQL going away under a running app (issue 29, decision 058), on the PostgreSQL server:
 * a connection dropped in the middle of a transaction fails that call — the process lives on, and
 * the pool replaces the connection —; a request whose connection is terminated while it waits on a
 * row lock answers 503 with Retry-After; the server's statement timeout and our own query timeout
 * end a statement that runs or hangs too long; three processes setting up an empty database at once
 * migrate and seed it exactly once.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@admissao/domain';
import { MIGRATIONS_FOLDER, openPostgres, type Database } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { isUnavailable } from '../src/lib/unavailable.ts';
import { loadReferenceData } from '../src/modules/reference/load-reference-data.ts';
import { seedDemo } from '../src/seed/demo-data.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';

const SERVER = process.env.DATABASE_URL;

async function admin<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}
const urlOf = (t: TestApp) =>
  (t.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
    .connectionString;
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condição não atingida');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(!SERVER)('a running app when connections drop (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, undefined, 'private');
  });
  afterAll(() => t?.close());

  it('a connection terminated inside a transaction fails that call; the process and the pool go on', async () => {
    let caught: unknown;
    try {
      await t.db.transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        await admin(urlOf(t), 'select pg_terminate_backend($1)', [row!.pid]);
        // the server's goodbye arrives while the connection is checked out and idle
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeDefined();
    expect(isUnavailable(caught)).toBe(true);
    for (let i = 0; i < 5; i++)
      expect(rowsOf(await t.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('an autosave whose connection is terminated while it waits on a row lock answers 503 with Retry-After', async () => {
    const cand = await signInAs(t, 'cand');
    const id = cand.candidate!.CODCANDIDATO;
    const locker = new pg.Client({ connectionString: urlOf(t) });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select 1 from candidate where codcandidato = $1 for update', [id]);
      const save = t.app.inject({
        method: 'PATCH',
        url: '/api/candidate',
        headers: t.headers(cand.token),
        payload: { CODCANDIDATO: id, FIELD: 'NOMEMAE', VALUE: 'Maria Aparecida da Silva' },
      });
      let waiting: number | undefined;
      await until(async () => {
        const rows = await admin<{ pid: number }>(
          urlOf(t),
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        waiting = rows[0]?.pid;
        return waiting !== undefined;
      });
      await admin(urlOf(t), 'select pg_terminate_backend($1)', [waiting]);
      const res = await save;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ statusCode: 503, message: MSG.serviceUnavailable });
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    const again = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate',
      headers: t.headers(cand.token),
      payload: { CODCANDIDATO: id, FIELD: 'NOMEMAE', VALUE: 'Maria Aparecida da Silva' },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe.skipIf(!SERVER)('set-up and timeouts on an empty database (PostgreSQL)', () => {
  const name = `admissao_faults_${randomBytes(5).toString('hex')}`;
  const url = SERVER ? withDatabase(SERVER, name) : '';
  const opened: Database[] = [];
  beforeAll(async () => {
    await admin(SERVER!, `create database ${name}`);
  });
  afterAll(async () => {
    for (const d of opened) await d.close().catch(() => undefined);
    await admin(SERVER!, `drop database if exists ${name} with (force)`);
  });

  it('three processes starting at once migrate and seed the demo exactly once', async () => {
    const start = async () => {
      const database = await openPostgres(url, { poolSize: 2 });
      opened.push(database);
      return database.underSetupLock(async (db) => {
        await loadReferenceData(db);
        return seedDemo(db);
      });
    };
    const seeded = await Promise.all([start(), start(), start()]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [admins] = await admin<{ n: number }>(url, 'select count(*)::int as n from admin_account');
    expect(admins!.n).toBe(1);
    const migrations = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length;
    const [applied] = await admin<{ n: number }>(
      url,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied!.n).toBe(migrations);
  });

  it("the server's statement timeout ends a long statement, as 'try again'", async () => {
    const database = await openPostgres(url, { poolSize: 1, statementTimeoutMs: 200, queryTimeoutMs: 2000 });
    opened.push(database);
    const err = await database.db.execute(sql`select pg_sleep(2)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUnavailable(err)).toBe(true);
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('our query timeout ends a call the server does not answer, and the connection is replaced', async () => {
    const database = await openPostgres(url, { poolSize: 1, statementTimeoutMs: 0, queryTimeoutMs: 300 });
    opened.push(database);
    const [before] = rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
    const started = Date.now();
    const err = await database.db.execute(sql`select pg_sleep(3)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(1500);
    expect(isUnavailable(err)).toBe(true);
    // the only connection of the pool was the one stuck behind pg_sleep: a new one answers at once
    const again = Date.now();
    const [after] = rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
    expect(Date.now() - again).toBeLessThan(1000);
    expect(after!.pid).not.toBe(before!.pid);
  });
});
