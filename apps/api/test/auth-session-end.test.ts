/**
 * Sessions end when they say they end (ASVS 7.4.1; issue 12 Medium 1): after logout, after refresh-
 * token reuse, after a password change or disable, every access token of that sign-in answers 401
 * at once — the autosave, which checks the session in its own read, included. A session opened with
 * a temporary password may only change it and sign out (issue 12 High).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswerWithRefresh } from '@admissao/domain';
import { staffUser } from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';
import { C041, resetCandidatePassword } from './support/lifecycle-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (s: LogonAnswerWithRefresh) =>
  t.app.inject({ method: 'GET', url: '/api/candidate/list', headers: t.headers(s.token, C041) });
const logout = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', payload, headers });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

describe('logout ends its own sign-in at once, and only that one', () => {
  it('with the refresh token: the access token of that sign-in is 401 on the next call', async () => {
    const a = await t.login('gestor');
    const b = await t.login('gestor');
    expect((await list(a)).statusCode).toBe(200);
    expect((await logout({ refreshToken: a.refreshToken })).statusCode).toBe(204);
    const after = await list(a);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Sessão expirada. Entre novamente.');
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    // another sign-in of the same user goes on
    expect((await list(b)).statusCode).toBe(200);
  });

  it('with the bearer token only: that sign-in ends too', async () => {
    const a = await t.login('gestor');
    expect((await logout({}, { authorization: `Bearer ${a.token}` })).statusCode).toBe(204);
    expect((await list(a)).statusCode).toBe(401);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
  });

  it("a candidate's autosave (session checked in its own read) is 401 after logout and saves nothing", async () => {
    const c = await t.login('candidato@demo.com.br');
    const save = (value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/candidate',
        headers: t.headers(c.token),
        payload: { CODCANDIDATO: c.candidate!.CODCANDIDATO, FIELD: 'APELIDO', VALUE: value },
      });
    expect((await save('ANTES')).statusCode).toBe(200);
    await logout({ refreshToken: c.refreshToken });
    expect((await save('DEPOIS')).statusCode).toBe(401);
    const [row] = rowsOf<{ apelido: string }>(
      await t.db.execute(
        sql`select apelido from candidate where codcandidato = ${c.candidate!.CODCANDIDATO}`,
      ),
    );
    expect(row!.apelido).toBe('ANTES');
  });
});

describe('refresh-token reuse ends the whole sign-in', () => {
  it('every access token of the sign-in answers 401 once a spent refresh token comes back', async () => {
    const first = await t.login('gestor2');
    const renewed = (await refresh(first.refreshToken)).json<{ token: string; refreshToken: string }>();
    const second = { ...first, ...renewed };
    expect((await list({ ...second })).statusCode).not.toBe(401);
    // the client renews again, so it did receive the second token (decision 010: a renewal cut off)
    const third = (await refresh(second.refreshToken)).json<{ token: string; refreshToken: string }>();
    // the copy an attacker kept is presented again
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    const g2 = { CODADM: 9, CODCLI: '042' };
    for (const token of [first.token, second.token, third.token]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/candidate/list',
        headers: t.headers(token, g2),
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
  });
});

describe('a temporary password opens a session that may only change it', () => {
  let temp: LogonAnswerWithRefresh;
  let id: number;
  beforeAll(async () => {
    const [row] = await t.db
      .select({ codusuario: staffUser.codusuario })
      .from(staffUser)
      .where(eq(staffUser.usuario, 'gestor'));
    id = row!.codusuario;
    await t.db
      .update(staffUser)
      .set({ senhaHash: await hashPassword('Temp@Senha8x'), trocarSenha: true })
      .where(eq(staffUser.codusuario, id));
    temp = await t.login('gestor', 'Temp@Senha8x');
    expect(temp.user.TROCAR_SENHA).toBe(true);
  });

  it("every other call answers 403 'Troque sua senha para continuar.'", async () => {
    const h = t.headers(temp.token, C041);
    const calls: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/candidate/list' },
      { method: 'POST', url: '/api/candidate/status', payload: { CODADM: 9, CODCLI: '041' } },
      { method: 'POST', url: '/api/user', payload: {} },
      { method: 'PATCH', url: '/api/user', payload: { NOMEUSUARIO: 'X' } },
      { method: 'GET', url: `/api/user/permissions/${id}` },
      { method: 'POST', url: '/api/auth/clients', payload: {} },
      { method: 'GET', url: '/api/candidate/configuration' },
      { method: 'GET', url: '/api/candidate/report/start' },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: h });
      expect(res.statusCode, c.url).toBe(403);
      expect(res.json().message, c.url).toBe('Troque sua senha para continuar.');
    }
  });

  it('it checks the current password and changes it; the new session is a full one', async () => {
    const h = t.headers(temp.token, C041);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/check',
      headers: h,
      payload: { CODUSUARIO: id, SENHA: 'Temp@Senha8x' },
    });
    expect(check.json()).toEqual({ VALIDO: true });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/password',
      headers: h,
      payload: { CODUSUARIO: id, SENHA: DEMO_PASSWORD, SENHA_ATUAL: 'Temp@Senha8x' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await list({ ...temp, token: changed.json().token })).statusCode).toBe(200);
    // the temporary sign-in is over
    expect((await list(temp)).statusCode).toBe(401);
  });

  it('it may sign out', async () => {
    await t.db.update(staffUser).set({ trocarSenha: true }).where(eq(staffUser.codusuario, id));
    const again = await t.login('gestor');
    expect((await list(again)).statusCode).toBe(403);
    expect((await logout({ refreshToken: again.refreshToken })).statusCode).toBe(204);
    expect((await list(again)).statusCode).toBe(401);
    await t.db.update(staffUser).set({ trocarSenha: false }).where(eq(staffUser.codusuario, id));
  });
});

describe('a candidate whose password an admin reset may only change it', () => {
  it('answers 403 on every other call until the change; after it the calls work', async () => {
    const admin = await t.login('admin');
    const first = await t.login('candidato@demo.com.br');
    const id = first.candidate!.CODCANDIDATO;
    const reset = await resetCandidatePassword(t, admin, id);
    expect(reset.statusCode, reset.body).toBe(200);
    const temporary: string = reset.json().SENHA;
    const c = await t.login('candidato@demo.com.br', temporary);
    expect(c.user.TROCAR_SENHA).toBe(true);

    const read = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/candidate/${id}`, headers: t.headers(token) });
    const save = (token: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/candidate',
        headers: t.headers(token),
        payload: { CODCANDIDATO: id, FIELD: 'APELIDO', VALUE: 'TROCA' },
      });
    for (const res of [await read(c.token), await save(c.token)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe('Troque sua senha para continuar.');
    }

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/password/check',
      headers: t.headers(c.token),
      payload: { CODCANDIDATO: id, SENHA: temporary },
    });
    expect(check.json()).toEqual({ VALIDO: true });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/password',
      headers: t.headers(c.token),
      payload: { CODCANDIDATO: id, SENHA: DEMO_PASSWORD, SENHA_ATUAL: temporary },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token: string = changed.json().token;
    expect((await read(token)).statusCode).toBe(200);
    expect((await save(token)).statusCode).toBe(200);
    // the temporary sign-in is over
    expect((await read(c.token)).statusCode).toBe(401);
  });

  it('it may sign out', async () => {
    const admin = await t.login('admin');
    const id = (await t.login('candidato@demo.com.br')).candidate!.CODCANDIDATO;
    const reset = await resetCandidatePassword(t, admin, id);
    const c = await t.login('candidato@demo.com.br', reset.json().SENHA);
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/candidate/${id}`, headers: t.headers(c.token) });
    expect((await read()).statusCode).toBe(403);
    expect((await logout({ refreshToken: c.refreshToken })).statusCode).toBe(204);
    expect((await read()).statusCode).toBe(401);
  });
});
