/**
 * Issue 31 §9 (decisions 009 and 010): an anonymised candidate, or one whose anonymisation has begun
 * (the retention job's or the staff action's mark, decision 039), holds no session by any way in —
 * password, first access, reset link, partner redirect, refresh of a session opened before — and the
 * sessions held when it begins end. Before, the partner redirect signed the anonymised record in
 * (a chat message and a privacy request were then written onto it). A control character in a
 * login, the partner's `sub` or `jti`, or a refresh token is a 401 like any unknown one: a NUL in
 * `sub` was a 500, in a typed login a 400.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymisedEmail, STATUS } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { markAnonymisationStart } from '../src/modules/privacy/anonymize.ts';
import { createTestApp, outbox, type TestApp } from '../src/testing/test-app.ts';

const PASSWORD = 'Senha#Forte42';
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

let seq = 0;
/** a candidate of client 041 with a password, in the given status */
async function newCandidate(codstatus: number = STATUS.CANCELADO) {
  const email = `quem.entra.${++seq}.${randomUUID().slice(0, 8)}@demo.com.br`;
  const [row] = rowsOf<{ codcandidato: number }>(
    await t.db.execute(sql`insert into candidate (codadm, codcli, nome, email, senha_hash, codstatus)
      values (9, '041', 'Quem Entra', ${email}, ${await hashPassword(PASSWORD)}, ${codstatus})
      returning codcandidato`),
  );
  return { id: row!.codcandidato, email };
}
/** what a crash right after the start mark leaves (decision 039): marked, not erased yet */
const markOnly = (id: number) =>
  t.db.execute(sql`update candidate set anonimizacao_iniciada_em = now() where codcandidato = ${id}`);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const logon = (USUARIO: string, SENHA = PASSWORD) => post('/auth/logon', { USUARIO, SENHA });
const refresh = (refreshToken: string) => post('/auth/refresh', { refreshToken });
/** a call of the candidate's own session: its record */
const ownRecord = (token: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/candidate/${id}`, headers: t.headers(token) });

async function partnerToken(claims: { sub: string; jti?: string }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setJti(claims.jti ?? randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 120)
    .sign(new TextEncoder().encode(t.config.secrets.PARTNER_SECRET));
}
const redirect = async (claims: { sub: string; jti?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/redirect',
    headers: { authorization: `Bearer ${await partnerToken(claims)}` },
  });

function expect401(res: { statusCode: number; json: () => { message?: string } }, message: string) {
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe(message);
  expect(res.json()).not.toHaveProperty('token');
}

describe('an anonymised candidate holds no session', () => {
  it('the partner redirect naming the anonymised login answers 401 and signs nobody in', async () => {
    const { id, email } = await newCandidate();
    // control: before, the same redirect signs the candidate in
    expect((await redirect({ sub: email })).statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/${id}/anonymize`,
      headers: t.headers(admin.token, { CODADM: 9, CODCLI: '041' }),
    });
    expect(done.statusCode).toBe(200);
    const before = await sessionsOf(id);
    expect401(await redirect({ sub: anonymisedEmail(id) }), 'Token inválido!');
    expect(await sessionsOf(id)).toBe(before);
  });

  it('a session and refresh token held when the anonymisation runs stop working', async () => {
    const { id, email } = await newCandidate();
    const session = (await logon(email)).json<{ token: string; refreshToken: string }>();
    expect((await ownRecord(session.token, id)).statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/${id}/anonymize`,
      headers: t.headers(admin.token, { CODADM: 9, CODCLI: '041' }),
    });
    expect(done.statusCode).toBe(200);
    expect((await ownRecord(session.token, id)).statusCode).toBe(401);
    expect401(await refresh(session.refreshToken), 'Sessão expirada. Entre novamente.');
  });
});

const sessionsOf = async (id: number) =>
  Number(
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from auth_session where subject = ${`c:${id}`}`),
    )[0]!.n,
  );

describe('a candidate whose anonymisation has begun holds no session by any way in', () => {
  it('password sign-in', async () => {
    const { id, email } = await newCandidate();
    expect((await logon(email)).statusCode).toBe(200); // control
    await markOnly(id);
    expect401(await logon(email), 'Usuário ou senha inválidos');
  });

  it('first access with a live access-link code', async () => {
    const { id, email } = await newCandidate(STATUS.FINALIZADO);
    const link = new URL(await t.issueCandidateLink(email));
    await markOnly(id);
    const before = await sessionsOf(id);
    const res = await post('/auth/start', {
      USUARIO: email,
      SENHA: 'Outra#Senha42',
      SENHA_ANTERIOR: link.searchParams.get('l'),
    });
    expect401(res, 'Usuário ou senha inválidos');
    expect(await sessionsOf(id)).toBe(before);
    // the password did not change either
    expect((await logon(email, 'Outra#Senha42')).statusCode).toBe(401);
  });

  it('reset: no access link is mailed (the answer is the same as for anyone)', async () => {
    const { id, email } = await newCandidate(STATUS.FINALIZADO);
    await markOnly(id);
    const res = await post('/auth/reset', { EMAIL: email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('E-mail enviado');
    expect((await outbox(t.db)).filter((m) => m.to_address === email)).toHaveLength(0);
  });

  it('partner redirect', async () => {
    const { id, email } = await newCandidate();
    await markOnly(id);
    expect401(await redirect({ sub: email }), 'Token inválido!');
  });

  it('refresh of a session opened before: 401, and that sign-in ends', async () => {
    const { id, email } = await newCandidate();
    const session = (await logon(email)).json<{ token: string; refreshToken: string }>();
    await markOnly(id);
    expect401(await refresh(session.refreshToken), 'Sessão expirada. Entre novamente.');
    const live = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from auth_session
        where subject = ${`c:${id}`} and revoked_at is null`),
    );
    expect(Number(live[0]!.n)).toBe(0);
  });

  it('the start mark itself (job and staff action) ends the sessions held: access and refresh tokens', async () => {
    const { id, email } = await newCandidate();
    const session = (await logon(email)).json<{ token: string; refreshToken: string }>();
    expect((await ownRecord(session.token, id)).statusCode).toBe(200);
    await markAnonymisationStart(t.db, [id]);
    expect((await ownRecord(session.token, id)).statusCode).toBe(401);
    expect401(await refresh(session.refreshToken), 'Sessão expirada. Entre novamente.');
  });
});

describe('a control character in a sign-in identifier is a 401, never a 500 or a 400', () => {
  const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f'];

  it('in the partner token: sub and jti', async () => {
    for (const c of CONTROL) {
      expect401(await redirect({ sub: `gestor${c}` }), 'Token inválido!');
      expect401(await redirect({ sub: `${c}candidato@demo.com.br` }), 'Token inválido!');
      expect401(await redirect({ sub: 'gestor', jti: `${randomUUID()}${c}` }), 'Token inválido!');
    }
    expect((await redirect({ sub: 'gestor' })).statusCode).toBe(200); // control
  });

  it('in the login of the password sign-in and of the first access', async () => {
    for (const c of CONTROL) {
      expect401(await logon(`gestor${c}`), 'Usuário ou senha inválidos');
      expect401(await logon(`candidato${c}@demo.com.br`), 'Usuário ou senha inválidos');
      expect401(
        await post('/auth/start', {
          USUARIO: `a${c}@demo.com.br`,
          SENHA: 'Outra#Senha42',
          SENHA_ANTERIOR: 'x',
        }),
        'Usuário ou senha inválidos',
      );
    }
  });

  it('in a refresh token', async () => {
    expect401(await refresh(`${'a'.repeat(20)}\u0000${'b'.repeat(20)}`), 'Sessão expirada. Entre novamente.');
    expect401(await refresh(`${'a'.repeat(20)}\u0001${'b'.repeat(20)}`), 'Sessão expirada. Entre novamente.');
  });
});
