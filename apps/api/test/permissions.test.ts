import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { staffUser } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let candidato: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({
    admin,
    gestor,
    gestor2,
    cand: candidato,
  } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
});
afterAll(() => t.close());

const permissions = (token: string, id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/user/permissions/${id}`, headers: t.headers(token) });

const GESTOR_FLAGS = {
  REABRIR_PROCESSO: false,
  FINALIZAR: true,
  REENVIAR_PEND: false,
  RESET_SENHA: false,
  IMPRIMIR: true,
  CANCELAR: false,
  LOG: true,
  RELATORIO: true,
  LINK_IMAGENS: false,
  ESOCIAL: false,
  ASSINATURA: false,
};
const ALL_FLAGS = Object.fromEntries(Object.keys(GESTOR_FLAGS).map((k) => [k, true]));

describe('GET /api/user/permissions/{CODUSUARIO}', () => {
  it('gives gestor exactly FINALIZAR, IMPRIMIR, LOG and RELATORIO', async () => {
    const res = await permissions(gestor.token, gestor.user.CODUSUARIO);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(GESTOR_FLAGS);
  });

  it('gives admin and gestor2 every flag', async () => {
    expect((await permissions(admin.token, admin.user.CODUSUARIO)).json()).toEqual(ALL_FLAGS);
    expect((await permissions(gestor2.token, gestor2.user.CODUSUARIO)).json()).toEqual(ALL_FLAGS);
  });

  it('lets an admin read the flags of a user of the same admin account', async () => {
    const res = await permissions(admin.token, gestor.user.CODUSUARIO);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(GESTOR_FLAGS);
  });

  it("answers 404 'Usuário não encontrado' to a manager reading someone else's flags", async () => {
    for (const id of [admin.user.CODUSUARIO, gestor2.user.CODUSUARIO]) {
      const res = await permissions(gestor.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        error: 'Not Found',
        message: 'Usuário não encontrado',
      });
    }
  });

  it('answers 404 to an admin asking for a user that does not exist or belongs to another admin account', async () => {
    expect((await permissions(admin.token, 999_999)).statusCode).toBe(404);
    await t.db.execute(`insert into admin_account (codadm, nome) values (10, 'Outra Administração')`);
    const [other] = await t.db
      .insert(staffUser)
      .values({
        codadm: 10,
        usuario: 'outro',
        permissao: 'ADMIN',
        senhaHash: 'x',
        nomeusuario: 'Outro',
        log: true,
      })
      .returning();
    const res = await permissions(admin.token, other!.codusuario);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Usuário não encontrado');
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3x']) {
      const res = await permissions(admin.token, id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().statusCode).toBe(400);
    }
  });

  it('reads the flags from the database on every request', async () => {
    await t.db.update(staffUser).set({ log: false, cancelar: true }).where(eq(staffUser.usuario, 'gestor'));
    const res = await permissions(gestor.token, gestor.user.CODUSUARIO);
    expect(res.json()).toEqual({ ...GESTOR_FLAGS, LOG: false, CANCELAR: true });
    await t.db.update(staffUser).set({ log: true, cancelar: false }).where(eq(staffUser.usuario, 'gestor'));
  });

  it('refuses candidates (403) and anonymous callers (401)', async () => {
    const cand = await permissions(candidato.token, candidato.user.CODUSUARIO);
    expect(cand.statusCode).toBe(403);
    expect(cand.json().message).toBe('Acesso negado.');
    const anon = await t.app.inject({
      method: 'GET',
      url: `/api/user/permissions/${gestor.user.CODUSUARIO}`,
    });
    expect(anon.statusCode).toBe(401);
  });
});
