import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer, UserData } from '@admissao/domain';
import { auditLog } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let candidato: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, cand: candidato } = await signInDemoCast(t, 'admin', 'gestor', 'cand'));
});
afterAll(() => t.close());

const readUser = (token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user', headers: t.headers(token), payload });
const patchUser = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/user', headers: t.headers(token), payload });
const dataOf = async (session: LogonAnswer) => (await readUser(session.token)).json<UserData>();
const auditOf = (codusuario: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'staff_user'),
        eq(auditLog.entityId, String(codusuario)),
        eq(auditLog.action, 'update'),
      ),
    );

const ADMIN_DATA = {
  NOMEUSUARIO: 'Ana Administradora',
  CPF: '52998224725',
  DTNASC: '1985-04-12',
  CEP: null,
  ENDERECO: null,
  BAIRRO: null,
  CIDADE: 'São Paulo',
  UF: 'SP',
  TELEFONE: null,
  CARGO: 'Coordenadora de RH',
  NOMEDEPTO: 'Recursos Humanos',
  EMAIL: 'admin@demo.com.br',
  FACEBOOK: null,
};

/** What the user-data form sends for gestor (masked values, as typed). */
const gestorForm = () => ({
  CODUSUARIO: gestor.user.CODUSUARIO,
  NOMEUSUARIO: 'Gustavo Gestor Pereira',
  CPF: '111.444.777-35',
  DTNASC: '30/09/1990',
  CEP: '01310-100',
  ENDERECO: 'Avenida Paulista, 1000',
  BAIRRO: 'Bela Vista',
  CIDADE: 'São Paulo',
  UF: 'sp',
  TELEFONE: '(11) 98765-4321',
  CARGO: 'Analista de RH',
  NOMEDEPTO: 'Recursos Humanos',
  EMAIL: 'gestor@demo.com.br',
  FACEBOOK: 'facebook.com/gustavo',
});

describe('POST /api/user', () => {
  it('answers the caller’s own data, with or without CODUSUARIO', async () => {
    for (const payload of [{ CODUSUARIO: admin.user.CODUSUARIO }, {}]) {
      const res = await readUser(admin.token, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ CODUSUARIO: admin.user.CODUSUARIO, ...ADMIN_DATA });
    }
  });

  it('refuses the CODUSUARIO of someone else with 403 and no data', async () => {
    const res = await readUser(gestor.token, { CODUSUARIO: admin.user.CODUSUARIO });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      error: 'Forbidden',
      message: 'Operação não permitida para outro usuário.',
    });
    expect(res.body).not.toContain('Ana Administradora');
    expect(res.body).not.toContain('52998224725');
  });

  it("refuses a candidate with 403 'Acesso negado.' and an anonymous caller with 401", async () => {
    const res = await readUser(candidato.token, { CODUSUARIO: candidato.user.CODUSUARIO });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Acesso negado.');
    const anon = await t.app.inject({ method: 'POST', url: '/api/user', payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PATCH /api/user', () => {
  it("saves valid data: 'Dados atualizados!', stored normalised, and audited with old and new values", async () => {
    const before = await dataOf(gestor);
    const res = await patchUser(gestor.token, gestorForm());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Dados atualizados!' });

    const after = await dataOf(gestor);
    expect(after).toEqual({
      CODUSUARIO: gestor.user.CODUSUARIO,
      NOMEUSUARIO: 'Gustavo Gestor Pereira',
      CPF: '11144477735',
      DTNASC: '1990-09-30',
      CEP: '01310100',
      ENDERECO: 'Avenida Paulista, 1000',
      BAIRRO: 'Bela Vista',
      CIDADE: 'São Paulo',
      UF: 'SP',
      TELEFONE: '11987654321',
      CARGO: 'Analista de RH',
      NOMEDEPTO: 'Recursos Humanos',
      EMAIL: 'gestor@demo.com.br',
      FACEBOOK: 'facebook.com/gustavo',
    });

    const audit = await auditOf(gestor.user.CODUSUARIO);
    const changes = Object.fromEntries(audit.map((a) => [a.field, [a.oldValue, a.newValue]]));
    expect(changes).toEqual({
      NOMEUSUARIO: ['Gustavo Gestor', 'Gustavo Gestor Pereira'],
      CEP: [null, '01310100'],
      ENDERECO: [null, 'Avenida Paulista, 1000'],
      BAIRRO: [null, 'Bela Vista'],
      CIDADE: [null, 'São Paulo'],
      UF: [null, 'SP'],
      TELEFONE: [null, '11987654321'],
      NOMEDEPTO: [null, 'Recursos Humanos'],
      FACEBOOK: [null, 'facebook.com/gustavo'],
    });
    expect(before.NOMEUSUARIO).toBe('Gustavo Gestor');
    expect(audit.every((a) => a.actor === `u:${gestor.user.CODUSUARIO}`)).toBe(true);
  });

  it('writes no audit row when nothing changes', async () => {
    const count = (await auditOf(gestor.user.CODUSUARIO)).length;
    const res = await patchUser(gestor.token, gestorForm());
    expect(res.statusCode).toBe(200);
    expect((await auditOf(gestor.user.CODUSUARIO)).length).toBe(count);
  });

  it('leaves an optional field that the body omits as it is; null or empty clears it', async () => {
    await patchUser(gestor.token, gestorForm());
    const { CIDADE: _c, TELEFONE: _t, FACEBOOK: _f, ...partial } = gestorForm();
    const res = await patchUser(gestor.token, { ...partial, BAIRRO: null, CARGO: '' });
    expect(res.statusCode).toBe(200);
    const after = await dataOf(gestor);
    expect(after).toMatchObject({
      CIDADE: 'São Paulo',
      TELEFONE: '11987654321',
      FACEBOOK: 'facebook.com/gustavo',
      BAIRRO: null,
      CARGO: null,
    });
    await patchUser(gestor.token, gestorForm());
  });

  it('accepts a 10-digit landline and an ISO date', async () => {
    const res = await patchUser(gestor.token, {
      ...gestorForm(),
      TELEFONE: '(11) 3333-4444',
      DTNASC: '1990-09-30',
    });
    expect(res.statusCode).toBe(200);
    const after = await dataOf(gestor);
    expect(after.TELEFONE).toBe('1133334444');
    expect(after.DTNASC).toBe('1990-09-30');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['CPF with a wrong check digit', { CPF: '111.444.777-36' }, 'CPF inválido.'],
    ['CPF of repeated digits', { CPF: '111.111.111-11' }, 'CPF inválido.'],
    ['CPF too short', { CPF: '123' }, 'CPF inválido.'],
    ['date that does not exist', { DTNASC: '31/02/1990' }, 'Data inválida (dd/mm/aaaa).'],
    ['date with month 13', { DTNASC: '01/13/1990' }, 'Data inválida (dd/mm/aaaa).'],
    ['date in words', { DTNASC: 'ontem' }, 'Data inválida (dd/mm/aaaa).'],
    ['empty date', { DTNASC: '' }, 'Data de nascimento é obrigatória.'],
    ['missing date', { DTNASC: undefined }, 'Data de nascimento é obrigatória.'],
    ['empty CPF', { CPF: '' }, 'CPF é obrigatório.'],
    ['missing CPF', { CPF: undefined }, 'CPF é obrigatório.'],
    ['e-mail without a domain', { EMAIL: 'gestor@demo' }, 'Email inválido'],
    ['e-mail without @', { EMAIL: 'gestor.demo.com.br' }, 'Email inválido'],
    ['UF with a digit', { UF: 'S1' }, 'UF inválida.'],
    ['UF of three letters', { UF: 'SPX' }, 'UF inválida.'],
    ['UF that is no state', { UF: 'XX' }, 'UF inválida.'],
    ['phone too short', { TELEFONE: '1234-5678' }, 'Telefone inválido.'],
    ['phone too long', { TELEFONE: '(11) 98765-43210' }, 'Telefone inválido.'],
    ['CEP too short', { CEP: '0131-010' }, 'CEP inválido.'],
    ['empty name', { NOMEUSUARIO: '' }, 'Nome é obrigatório.'],
    ['blank name', { NOMEUSUARIO: '   ' }, 'Nome é obrigatório.'],
    ['name over 100 characters', { NOMEUSUARIO: 'N'.repeat(101) }, 'Máximo de 100 caracteres.'],
    ['city over 100 characters', { CIDADE: 'C'.repeat(101) }, 'Máximo de 100 caracteres.'],
  ];

  it.each(invalid)(
    'refuses %s with 400 and its pt-BR message, changing nothing',
    async (_label, change, message) => {
      const before = await dataOf(gestor);
      const auditCount = (await auditOf(gestor.user.CODUSUARIO)).length;
      const res = await patchUser(gestor.token, { ...gestorForm(), CIDADE: 'Campinas', ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().messages).toContain(message);
      expect(await dataOf(gestor)).toEqual(before);
      expect((await auditOf(gestor.user.CODUSUARIO)).length).toBe(auditCount);
    },
  );

  it('refuses a request without the name (required) with 400, changing nothing', async () => {
    const before = await dataOf(gestor);
    const { NOMEUSUARIO: _omit, ...withoutName } = gestorForm();
    const res = await patchUser(gestor.token, { ...withoutName, CIDADE: 'Campinas' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toHaveLength(1);
    expect(await dataOf(gestor)).toEqual(before);
  });

  it('lists every failed field in messages', async () => {
    const res = await patchUser(gestor.token, { ...gestorForm(), CPF: '1', UF: '1', TELEFONE: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['CPF inválido.', 'UF inválida.', 'Telefone inválido.']);
  });

  it('refuses the CODUSUARIO of someone else with 403, changing neither user', async () => {
    const adminBefore = await dataOf(admin);
    const gestorBefore = await dataOf(gestor);
    const res = await patchUser(gestor.token, {
      ...gestorForm(),
      CODUSUARIO: admin.user.CODUSUARIO,
      CIDADE: 'Recife',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Operação não permitida para outro usuário.');
    expect(await dataOf(admin)).toEqual(adminBefore);
    expect(await dataOf(gestor)).toEqual(gestorBefore);
  });

  it('refuses a candidate with 403', async () => {
    const res = await patchUser(candidato.token, { ...gestorForm(), CODUSUARIO: undefined });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Acesso negado.');
  });
});
