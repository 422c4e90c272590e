/**
 * The session cache (decision 044): once an account and its sign-in were read, calls are answered
 * without reading them again — and any change to them, by whatever statement, is heard at once
 * (the triggers of migration 0014; the status counts' of 0025). When the listener connection drops
 * (PostgreSQL), the check and the counts read the database until the listener is back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswerWithRefresh } from '@admissao/domain';
import { LISTENER_APPLICATION_NAME } from '../src/db/session-notices.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { insertBulkCandidates } from '../src/seed/bulk-candidates.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { unheard as unheardBy, until } from './support/held-facts.ts';
import { signInAs } from './support/demo-cast.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const C041 = { CODADM: 9, CODCLI: '041' };
const ownName = async (s: LogonAnswerWithRefresh) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: t.headers(s.token),
    payload: {},
  });
  return res.statusCode === 200 ? res.json<{ NOMEUSUARIO: string }>().NOMEUSUARIO : res.statusCode;
};
const list = async (s: LogonAnswerWithRefresh) =>
  (await t.app.inject({ method: 'GET', url: '/api/candidate/list', headers: t.headers(s.token, C041) }))
    .statusCode;
const unheard = (statement: ReturnType<typeof sql>) => unheardBy(t.db, statement);

describe('the account check is answered from memory while changes are heard', () => {
  it('a second call reads nothing: a change no trigger reports is not seen, a reported one at once', async () => {
    await until(() => t.app.ctx.sessions.listening);
    const s = await signInAs(t, 'gestor');
    const before = await ownName(s);
    expect(typeof before).toBe('string');
    expect(t.app.ctx.sessions.staff(s.user!.CODUSUARIO)).toBeDefined();
    await unheard(sql`update staff_user set nomeusuario = 'Nome Silencioso' where usuario = 'gestor'`);
    expect(await ownName(s)).toBe(before);
    await t.db.execute(sql`update staff_user set nomeusuario = 'Nome Novo' where usuario = 'gestor'`);
    expect(await ownName(s)).toBe('Nome Novo');
  });

  it('a sign-in ended by any statement is 401 on the next call', async () => {
    const s = await signInAs(t, 'gestor');
    expect(await list(s)).toBe(200);
    await t.db.execute(
      sql`update auth_session set revoked_at = now() where subject = 'u:' || ${s.user!.CODUSUARIO}`,
    );
    expect(await list(s)).toBe(401);
  });

  it('a client taken from a staff user is refused on the next call', async () => {
    const s = await signInAs(t, 'gestor');
    expect(await list(s)).toBe(200);
    await t.db.execute(
      sql`delete from membership where codusuario = ${s.user!.CODUSUARIO} and codcli = '041'`,
    );
    expect(await list(s)).toBe(403);
  });

  it("a candidate's session version bumped by any statement is 401 on the next call", async () => {
    const c = await signInAs(t, 'cand');
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/candidate/chat',
          headers: t.headers(c.token),
        })
      ).statusCode;
    expect(await read()).toBe(200);
    expect(t.app.ctx.sessions.candidate(c.candidate!.CODCANDIDATO)).toBeDefined();
    await t.db.execute(
      sql`update candidate set session_version = session_version + 1 where codcandidato = ${c.candidate!.CODCANDIDATO}`,
    );
    expect(await read()).toBe(401);
  });
});

const C042 = { CODADM: 9, CODCLI: '042' };
type Tenant = typeof C041;
/** POST /candidate/status of a client, as { status: count } */
const counts = async (s: LogonAnswerWithRefresh, tenant: Tenant) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/status',
    headers: t.headers(s.token, tenant),
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    res.json<{ CODSTATUS: number; QUANTIDADE: number }[]>().map((r) => [r.CODSTATUS, r.QUANTIDADE]),
  );
};
/** the same counted from the table */
const direct = async (tenant: Tenant) =>
  Object.fromEntries(
    rowsOf<{ codstatus: number; n: number }>(
      await t.db.execute(sql`select codstatus, count(*)::int as n from candidate
        where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI} group by 1`),
    ).map((r) => [r.codstatus, r.n]),
  );
const someCandidateOf = async (tenant: Tenant) =>
  rowsOf<{ codcandidato: number }>(
    await t.db.execute(sql`select codcandidato from candidate
      where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI} order by codcandidato limit 1`),
  )[0]!.codcandidato;

describe("a client's status counts are answered from memory while changes are heard (0025)", () => {
  it('held after a read; any change of a status, a client, a new or removed candidate is seen at once', async () => {
    await until(() => t.app.ctx.sessions.listening);
    const s = await signInAs(t, 'admin');
    const before = await counts(s, C041);
    expect(before).toEqual(await direct(C041));
    expect(t.app.ctx.sessions.statusCounts(C041)).toBeDefined();
    const id = await someCandidateOf(C041);

    // unheard: what is held is answered (it was not read again)
    await unheard(sql`update candidate set codstatus = 13 where codcandidato = ${id}`);
    expect(await counts(s, C041)).toEqual(before);
    // heard: a status change by any statement
    await t.db.execute(sql`update candidate set codstatus = 12 where codcandidato = ${id}`);
    expect(await counts(s, C041)).toEqual(await direct(C041));
    // a move to another client changes both clients' counts
    await counts(s, C042);
    await t.db.execute(sql`update candidate set codcli = '042' where codcandidato = ${id}`);
    expect(await counts(s, C041)).toEqual(await direct(C041));
    expect(await counts(s, C042)).toEqual(await direct(C042));
    // a new candidate, then its removal
    await insertBulkCandidates(t.db, C041, 1, null);
    expect(await counts(s, C041)).toEqual(await direct(C041));
    await t.db.execute(sql`delete from candidate where codadm = 9 and codcli = '041' and email like 'bulk%'`);
    expect(await counts(s, C041)).toEqual(await direct(C041));
    expect(await counts(s, C041)).not.toEqual(before);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('when the listener connection drops (PostgreSQL)', () => {
  it('the check reads the database until the listener is back, then uses memory again', async () => {
    await until(() => t.app.ctx.sessions.listening);
    const s = await signInAs(t, 'gestor2');
    expect(typeof (await ownName(s))).toBe('string');
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    await until(() => !t.app.ctx.sessions.listening);
    // nothing is heard now: a change no trigger reports is still seen, read from the database
    await unheard(sql`update staff_user set nomeusuario = 'Lido do Banco' where usuario = 'gestor2'`);
    expect(await ownName(s)).toBe('Lido do Banco');
    // the status counts too: a change nothing reports is counted, read from the database
    const id = await someCandidateOf(C042);
    await unheard(sql`update candidate set codstatus = 11 where codcandidato = ${id}`);
    expect(await counts(s, C042)).toEqual(await direct(C042));
    await until(() => t.app.ctx.sessions.listening);
    expect(await ownName(s)).toBe('Lido do Banco');
    await unheard(sql`update staff_user set nomeusuario = 'Outra Vez' where usuario = 'gestor2'`);
    expect(await ownName(s)).toBe('Lido do Banco');
  });
});
