/**
 * Staff administration follows client membership (decision 009; issue 12 "Critical"). An ADMIN of
 * 041 only once could read a 042 manager, change that manager's e-mail and clients, mail the new
 * temporary password to itself, sign in as that manager and read 042's candidates. Each step of that
 * chain is tried here and refused with 404 (the user does not exist for the caller); the same against
 * the ADMIN of 041 and 042; and the legitimate case (the ADMIN of 041 and 042 manages a 042 manager)
 * still works. Nobody grants more than it holds.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer, StaffUserOut } from '@admissao/domain';
import { staffUser } from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { createTestApp, DEMO_PASSWORD, outbox, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const ALL_BUT_LINKS = {
  REABRIR_PROCESSO: true,
  FINALIZAR: true,
  REENVIAR_PEND: true,
  RESET_SENHA: true,
  IMPRIMIR: true,
  CANCELAR: true,
  LOG: true,
  RELATORIO: true,
  LINK_IMAGENS: false,
};

let t: TestApp;
let admin: LogonAnswer;
/** an ADMIN whose only client is 041, without LINK_IMAGENS */
let adm41: LogonAnswer;
let adm41Id: number;
let gestor2Id: number;
let adminId: number;
let gestorId: number;

const idOf = async (login: string) =>
  (await t.db.select().from(staffUser).where(eq(staffUser.usuario, login)))[0]!.codusuario;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: t.headers(admin.token, C041),
    payload: {
      USUARIO: 'adm41',
      NOMEUSUARIO: 'Administradora 041',
      EMAIL: 'adm41@demo.com.br',
      PERMISSAO: 'ADMIN',
      CLIENTES: ['041'],
      PERMISSOES: ALL_BUT_LINKS,
    },
  });
  expect(created.statusCode).toBe(201);
  adm41Id = created.json<StaffUserOut>().CODUSUARIO;
  // a known password, already changed (the temporary one only opens the password change)
  await t.db
    .update(staffUser)
    .set({ senhaHash: await hashPassword(DEMO_PASSWORD), trocarSenha: false })
    .where(eq(staffUser.codusuario, adm41Id));
  adm41 = await signInAs(t, 'adm41');
  [gestor2Id, adminId, gestorId] = await Promise.all([idOf('gestor2'), idOf('admin'), idOf('gestor')]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (who: LogonAnswer, method: Method, url: string, payload?: object, tenant = C041) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: t.headers(who.token, tenant),
    ...(payload ? { payload } : {}),
  });
const rowOf = async (id: number) =>
  (await t.db.select().from(staffUser).where(eq(staffUser.codusuario, id)))[0]!;
const membershipsOf = async (id: number) =>
  rowsOf<{ codcli: string }>(
    await t.db.execute(sql`select codcli from membership where codusuario = ${id} order by codcli`),
  ).map((r) => r.codcli);
const editBody = (over: object = {}) => ({
  NOMEUSUARIO: 'Gestor Tomado',
  EMAIL: 'atacante@demo.com.br',
  PERMISSAO: 'MANAGER',
  CLIENTES: ['041'],
  PERMISSOES: ALL_BUT_LINKS,
  ATIVO: true,
  ...over,
});

describe('an ADMIN of 041 only cannot reach a user of 042', () => {
  it('1. the list shows only users whose every client is 041 (never gestor2 nor the 041+042 admin)', async () => {
    const res = await as(adm41, 'GET', '/admin/users');
    expect(res.statusCode).toBe(200);
    const logins = res.json<StaffUserOut[]>().map((u) => u.USUARIO);
    expect(logins).toContain('gestor');
    expect(logins).toContain('adm41');
    expect(logins).not.toContain('gestor2');
    expect(logins).not.toContain('admin');
    expect(res.body).not.toMatch(/gestor2|042/);
  });

  it('2. reading the 042 manager (e-mail, CPF) answers 404, like an unknown id', async () => {
    for (const id of [gestor2Id, adminId]) {
      const res = await as(adm41, 'GET', `/admin/users/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Usuário não encontrado');
      expect(res.body).not.toMatch(/@/);
    }
    expect((await as(adm41, 'GET', `/user/permissions/${gestor2Id}`)).statusCode).toBe(404);
    expect((await as(adm41, 'GET', `/image/profile/${gestor2Id}`)).statusCode).toBe(404);
  });

  it('3. changing its e-mail and clients answers 404 and changes nothing', async () => {
    const before = await rowOf(gestor2Id);
    for (const body of [editBody(), editBody({ CLIENTES: ['041', '042'] }), editBody({ ATIVO: false })]) {
      const res = await as(adm41, 'PUT', `/admin/users/${gestor2Id}`, body);
      expect(res.statusCode).toBe(404);
    }
    const after = await rowOf(gestor2Id);
    expect(after.email).toBe(before.email);
    expect(after.ativo).toBe(true);
    expect(after.sessionVersion).toBe(before.sessionVersion);
    expect(await membershipsOf(gestor2Id)).toEqual(['042']);
  });

  it('4. sending it a new temporary password answers 404; no mail is queued, its password stays', async () => {
    const mails = (await outbox(t.db)).length;
    const before = await rowOf(gestor2Id);
    const res = await as(adm41, 'POST', `/admin/users/${gestor2Id}/password`);
    expect(res.statusCode).toBe(404);
    expect((await outbox(t.db)).length).toBe(mails);
    expect((await rowOf(gestor2Id)).senhaHash).toBe(before.senhaHash);
  });

  it('5. so it cannot sign in as that manager: the real password still signs in, 042 stays unread by 041', async () => {
    const g2 = await signInAs(t, 'gestor2');
    expect((await as(g2, 'GET', '/candidate/list', undefined, C042)).statusCode).toBe(200);
    // and adm41 itself is refused 042's data
    const list = await as(adm41, 'GET', '/candidate/list', undefined, C042);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('Cliente não autorizado');
  });

  it('6. disabling and removing the 042 staff answers 404; the ADMIN of 041 and 042 is as far out of reach', async () => {
    for (const id of [gestor2Id, adminId]) {
      expect((await as(adm41, 'PUT', `/admin/users/${id}`, editBody({ ATIVO: false }))).statusCode).toBe(404);
      expect((await as(adm41, 'DELETE', `/admin/users/${id}`)).statusCode).toBe(404);
      expect((await as(adm41, 'POST', `/admin/users/${id}/password`)).statusCode).toBe(404);
      const row = await rowOf(id);
      expect(row.ativo).toBe(true);
      expect(row.excluidoEm).toBeNull();
    }
    expect((await signInAs(t, 'admin')).token).toBeTruthy();
  });

  it('7. it grants only clients it holds: a new user of 042 is refused (403), nothing is created', async () => {
    const res = await as(adm41, 'POST', '/admin/users', {
      USUARIO: 'spy42',
      NOMEUSUARIO: 'Espiã',
      EMAIL: 'spy42@demo.com.br',
      PERMISSAO: 'MANAGER',
      CLIENTES: ['041', '042'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cliente não autorizado');
    expect(await t.db.select().from(staffUser).where(eq(staffUser.usuario, 'spy42'))).toEqual([]);
  });

  it('8. it raises nobody above itself: neither a flag it lacks nor a client it lacks, itself included', async () => {
    const gestorBefore = await rowOf(gestorId);
    const raise = await as(
      adm41,
      'PUT',
      `/admin/users/${gestorId}`,
      editBody({
        NOMEUSUARIO: gestorBefore.nomeusuario,
        EMAIL: gestorBefore.email,
        PERMISSOES: { ...ALL_BUT_LINKS, LINK_IMAGENS: true },
      }),
    );
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toBe('Você não pode conceder permissões que não possui.');
    expect((await rowOf(gestorId)).linkImagens).toBe(false);
    const self = (over: object) =>
      as(
        adm41,
        'PUT',
        `/admin/users/${adm41Id}`,
        editBody({
          NOMEUSUARIO: 'Administradora 041',
          EMAIL: 'adm41@demo.com.br',
          PERMISSAO: 'ADMIN',
          ...over,
        }),
      );
    expect((await self({ PERMISSOES: { ...ALL_BUT_LINKS, LINK_IMAGENS: true } })).statusCode).toBe(403);
    const moreClients = await self({ CLIENTES: ['041', '042'] });
    expect(moreClients.statusCode).toBe(403);
    expect(moreClients.json().message).toBe('Cliente não autorizado');
    expect(await membershipsOf(adm41Id)).toEqual(['041']);
    expect((await rowOf(adm41Id)).linkImagens).toBe(false);
    // what it holds it may grant (and keep as it is)
    expect((await self({})).statusCode).toBe(200);
  });
});

describe('the ADMIN of 041 and 042 manages a 042 manager (the legitimate case)', () => {
  it('reads, edits, resets and disables gestor2, and the 041-only ADMIN too', async () => {
    const read = await as(admin, 'GET', `/admin/users/${gestor2Id}`, undefined, C042);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ USUARIO: 'gestor2', CLIENTES: [{ CODCLI: '042' }] });
    const g2 = read.json<StaffUserOut>();
    const edited = await as(
      admin,
      'PUT',
      `/admin/users/${gestor2Id}`,
      {
        NOMEUSUARIO: g2.NOMEUSUARIO,
        EMAIL: 'gestor2.novo@outra.com.br',
        PERMISSAO: 'MANAGER',
        CLIENTES: ['042'],
        PERMISSOES: g2.PERMISSOES,
        ATIVO: true,
      },
      C042,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().EMAIL).toBe('gestor2.novo@outra.com.br');
    const reset = await as(admin, 'POST', `/admin/users/${gestor2Id}/password`, undefined, C042);
    expect(reset.statusCode).toBe(200);
    expect((await outbox(t.db)).at(-1)!.to_address).toBe('gestor2.novo@outra.com.br');
    expect((await as(admin, 'GET', `/admin/users/${adm41Id}`)).statusCode).toBe(200);
    const logins = (await as(admin, 'GET', '/admin/users')).json<StaffUserOut[]>().map((u) => u.USUARIO);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'adm41', 'gestor', 'gestor2']));
  });

  it('removes a user: hidden from every list, signed out at once, cannot sign in; not itself', async () => {
    const session = await signInAs(t, 'adm41');
    expect((await as(session, 'GET', '/admin/users')).statusCode).toBe(200);
    const self = await as(admin, 'DELETE', `/admin/users/${adminId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Não é possível excluir o próprio usuário.');
    const removed = await as(admin, 'DELETE', `/admin/users/${adm41Id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Usuário excluído.');
    expect((await as(session, 'GET', '/admin/users')).statusCode).toBe(401);
    expect((await as(admin, 'GET', `/admin/users/${adm41Id}`)).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', `/admin/users/${adm41Id}`)).statusCode).toBe(404);
    const logins = (await as(admin, 'GET', '/admin/users')).json<StaffUserOut[]>().map((u) => u.USUARIO);
    expect(logins).not.toContain('adm41');
    const logon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logon',
      payload: { USUARIO: 'adm41', SENHA: DEMO_PASSWORD },
    });
    expect(logon.statusCode).toBe(401);
  });
});
