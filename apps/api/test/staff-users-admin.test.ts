/**
 * Staff users (beyond the spec; docs/api-configuration.md, decision 026): ADMIN lists, creates
 * (initial password by real SMTP), edits and disables users of the admin account. Disabling ends
 * sessions at once: the access token fails on the next call and the refresh token stops working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer, StaffUserOut } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs, signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const FLAGS = {
  REABRIR_PROCESSO: false,
  FINALIZAR: true,
  REENVIAR_PEND: false,
  RESET_SENHA: false,
  IMPRIMIR: true,
  CANCELAR: false,
  LOG: false,
  RELATORIO: true,
  LINK_IMAGENS: false,
};
let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let cand: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, cand } = await signInDemoCast(t, 'admin', 'gestor', 'cand'));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: t.headers(token, C041),
    ...(payload ? { payload } : {}),
  });
const newUser = (over: object = {}) => ({
  USUARIO: 'ana.silva',
  NOMEUSUARIO: 'Ana Silva',
  EMAIL: 'ana.silva@demo.com.br',
  PERMISSAO: 'MANAGER',
  CLIENTES: ['041'],
  PERMISSOES: FLAGS,
  ...over,
});
const passwordIn = (text: string) => /Senha temporária: (\S+)/.exec(text)![1]!;

describe('list and create', () => {
  it('lists the users of the admin account with clients and flags', async () => {
    const res = await call('GET', '/admin/users');
    expect(res.statusCode).toBe(200);
    const users = res.json<StaffUserOut[]>();
    const g = users.find((u) => u.USUARIO === 'gestor')!;
    expect(g).toMatchObject({ PERMISSAO: 'MANAGER', ATIVO: true, CLIENTES: [{ CODCLI: '041' }] });
    expect(g.PERMISSOES.RELATORIO).toBe(true);
    expect(JSON.stringify(users)).not.toMatch(/senha_?hash|\$argon2/i);
    expect(
      (await call('GET', '/admin/users/clients')).json().map((c: { CODCLI: string }) => c.CODCLI),
    ).toEqual(['041', '042']);
  });

  let created: StaffUserOut;
  it('creates a user, e-mails a temporary password that signs in and must be changed', async () => {
    const res = await call('POST', '/admin/users', newUser());
    expect(res.statusCode).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      USUARIO: 'ana.silva',
      PERMISSAO: 'MANAGER',
      ATIVO: true,
      PERMISSOES: FLAGS,
    });
    expect(res.json().message).toBe('Usuário criado. A senha inicial foi enviada por e-mail.');
    await t.deliverMail();
    const mail = await t.smtp.waitFor((m) => m.to.includes('ana.silva@demo.com.br'));
    const logon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logon',
      payload: { USUARIO: 'ana.silva', SENHA: passwordIn(mail.text) },
    });
    expect(logon.statusCode).toBe(200);
    expect(logon.json().user.TROCAR_SENHA).toBe(true);
    const perms = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/permissions/${created.CODUSUARIO}`,
        headers: t.headers(logon.json().token),
      });
    // a temporary password opens a session that may only change it
    expect((await perms()).statusCode).toBe(403);
    expect((await perms()).json().message).toBe('Troque sua senha para continuar.');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/password',
      headers: t.headers(logon.json().token),
      payload: { CODUSUARIO: created.CODUSUARIO, SENHA: 'Nova@Senha5', SENHA_ATUAL: passwordIn(mail.text) },
    });
    expect(changed.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/user/permissions/${created.CODUSUARIO}`,
      headers: t.headers(changed.json().token),
    });
    expect(after.json()).toMatchObject({ RELATORIO: true, LOG: false });
  });

  it('refuses a login in use (staff or candidate), no client, a client not of the caller, bad input', async () => {
    const taken = await call('POST', '/admin/users', newUser({ USUARIO: 'GESTOR' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Usuário já existe.');
    expect(
      (await call('POST', '/admin/users', newUser({ USUARIO: 'candidato@demo.com.br' }))).statusCode,
    ).toBe(409);
    const none = await call('POST', '/admin/users', newUser({ USUARIO: 'x.y', CLIENTES: [] }));
    expect(none.json().message).toBe('Selecione ao menos um cliente.');
    const foreign = await call('POST', '/admin/users', newUser({ USUARIO: 'x.z', CLIENTES: ['099'] }));
    expect(foreign.statusCode).toBe(403);
    expect((await call('POST', '/admin/users', newUser({ USUARIO: 'a b' }))).json().message).toBe(
      'O usuário aceita letras, números e . _ - @ (3 a 100 caracteres).',
    );
    expect(
      (await call('POST', '/admin/users', newUser({ USUARIO: 'x.w', EMAIL: 'nope' }))).json().message,
    ).toBe('Email inválido');
    expect(
      (await call('POST', '/admin/users', newUser({ USUARIO: 'x.v', PERMISSOES: { NOPE: true } })))
        .statusCode,
    ).toBe(400);
  });

  it('a MANAGER and a candidate are refused; an unknown id is 404', async () => {
    expect((await call('GET', '/admin/users', undefined, gestor.token)).statusCode).toBe(403);
    expect((await call('POST', '/admin/users', newUser({ USUARIO: 'm.m' }), gestor.token)).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: t.headers(cand.token) }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/admin/users/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/admin/users/999999', { ...newUser(), ATIVO: true })).json().message).toBe(
      'Usuário não encontrado',
    );
  });
});

describe('edit and disable', () => {
  const find = async (login: string) =>
    (await call('GET', '/admin/users')).json<StaffUserOut[]>().find((u) => u.USUARIO === login)!;

  it('edits role, clients and flags; the change applies on the next call', async () => {
    const ana = await find('ana.silva');
    const { USUARIO: _u, ...body } = newUser({
      PERMISSOES: { ...FLAGS, RELATORIO: false },
      CLIENTES: ['041', '042'],
    });
    const res = await call('PUT', `/admin/users/${ana.CODUSUARIO}`, { ...body, ATIVO: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      PERMISSOES: { RELATORIO: false },
      message: 'Usuário atualizado com sucesso!',
    });
    expect(res.json().CLIENTES.map((c: { CODCLI: string }) => c.CODCLI)).toEqual(['041', '042']);
  });

  it('disabling ends the sessions: access token 401 at once, refresh token refused', async () => {
    const session = await signInAs(t, 'gestor');
    const g = await find('gestor');
    const before = await call('GET', '/candidate/configuration', undefined, session.token);
    expect(before.statusCode).toBe(200);
    const { USUARIO: _u, ...body } = newUser({
      NOMEUSUARIO: g.NOMEUSUARIO,
      EMAIL: g.EMAIL,
      PERMISSOES: g.PERMISSOES,
    });
    const off = await call('PUT', `/admin/users/${g.CODUSUARIO}`, { ...body, ATIVO: false });
    expect(off.json()).toMatchObject({ ATIVO: false });
    const after = await call('GET', '/candidate/configuration', undefined, session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Sessão expirada. Entre novamente.');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const logon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logon',
      payload: { USUARIO: 'gestor', SENHA: 'Demo@Admissao9' },
    });
    expect(logon.statusCode).toBe(401);
    // enabled again: a new sign-in works, the old refresh token stays dead
    await call('PUT', `/admin/users/${g.CODUSUARIO}`, { ...body, ATIVO: true });
    expect((await signInAs(t, 'gestor')).token).toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(again.statusCode).toBe(401);
  });

  it('an admin cannot disable or demote themselves', async () => {
    const me = await find('admin');
    const body = {
      NOMEUSUARIO: me.NOMEUSUARIO,
      EMAIL: me.EMAIL,
      PERMISSAO: 'ADMIN',
      CLIENTES: ['041', '042'],
      PERMISSOES: me.PERMISSOES,
    };
    const off = await call('PUT', `/admin/users/${me.CODUSUARIO}`, { ...body, ATIVO: false });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('Não é possível desativar o próprio usuário.');
    const demote = await call('PUT', `/admin/users/${me.CODUSUARIO}`, {
      ...body,
      PERMISSAO: 'MANAGER',
      ATIVO: true,
    });
    expect(demote.json().message).toBe('Não é possível remover o próprio perfil de administrador.');
  });

  it('a new password by e-mail ends the sessions', async () => {
    const ana = await find('ana.silva');
    const res = await call('POST', `/admin/users/${ana.CODUSUARIO}/password`);
    expect(res.json()).toEqual({ message: 'Nova senha enviada por e-mail.' });
    await t.deliverMail();
    const mail = await t.smtp.waitFor(
      (m) => m.subject.includes('Nova senha') && m.to.includes('ana.silva@demo.com.br'),
    );
    const logon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logon',
      payload: { USUARIO: 'ana.silva', SENHA: passwordIn(mail.text) },
    });
    expect(logon.statusCode).toBe(200);
    expect(
      (await call('POST', `/admin/users/${ana.CODUSUARIO}/password`, undefined, gestor.token)).statusCode,
    ).toBeGreaterThanOrEqual(401);
  });

  it("an admin cannot reset its own password by e-mail (that is PATCH /user/password's job)", async () => {
    const me = await find('admin');
    const res = await call('POST', `/admin/users/${me.CODUSUARIO}/password`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Para trocar a sua própria senha, use Alterar senha.');
    // the session goes on
    expect((await call('GET', '/admin/users')).statusCode).toBe(200);
  });
});
