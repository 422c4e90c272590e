/**
 * POST /candidate/check/email (spec 3 §4 "Registration e-mail check outcomes", §7): free, in use
 * by a candidate of this client (shown), or unavailable (another client's candidate or a staff
 * login: never revealed, docs/design.md §4).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer, TenantRef } from '@admissao/domain';
import { candidate } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let candidato: LogonAnswer;

const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
const C042: TenantRef = { CODADM: 9, CODCLI: '042' };
const UNAVAILABLE = {
  INDISPONIVEL: true,
  message: 'Este e-mail não pode ser utilizado. Informe outro e-mail.',
};
const STAFF_LOGIN = 'rh.login@demo.com.br';

beforeAll(async () => {
  t = await createTestApp();
  ({
    admin,
    gestor,
    gestor2,
    cand: candidato,
  } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  // a staff user whose login is an e-mail address (logins and candidate e-mails share one namespace)
  await t.db.execute(sql`insert into staff_user (codadm, usuario, permissao, senha_hash, nomeusuario)
    values (9, ${STAFF_LOGIN}, 'MANAGER', 'x', 'Rita Login')`);
});
afterAll(() => t.close());

const check = (headers: Record<string, string>, EMAIL: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/check/email', headers, payload: { EMAIL } });

async function candidateByEmail(email: string) {
  const [row] = await t.db.select().from(candidate).where(eq(candidate.email, email));
  return row!;
}

describe('POST /candidate/check/email', () => {
  it('answers {} for a free e-mail', async () => {
    const res = await check(t.headers(gestor.token), 'ninguem.ainda@demo.com.br');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('accepts any real domain ending (decision 051) and still refuses a malformed address', async () => {
    for (const email of ['ana@empresa.store', 'rh@prefeitura.sp.gov.br']) {
      const res = await check(t.headers(gestor.token), email);
      expect(res.statusCode).toBe(200);
    }
    const bad = await check(t.headers(gestor.token), 'ana@empresa');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Email inválido/);
  });

  it("answers the candidate of the caller's client: CODSTATUS, CODCANDIDATO, NOME, DATFINALIZACAO", async () => {
    const carlos = await candidateByEmail('candidato@demo.com.br');
    const res = await check(t.headers(gestor.token), 'candidato@demo.com.br');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      CODSTATUS: 3,
      CODCANDIDATO: carlos.codcandidato,
      NOME: 'CARLOS CANDIDATO DA SILVA',
      DATFINALIZACAO: null,
    });
  });

  it('answers the finalization date of a finished candidate (status 8)', async () => {
    const elisa = await candidateByEmail('elisa@demo.com.br');
    const res = await check(t.headers(gestor.token), 'elisa@demo.com.br');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      CODSTATUS: 8,
      CODCANDIDATO: elisa.codcandidato,
      NOME: 'ELISA MARTINS ROCHA',
      DATFINALIZACAO: elisa.datfinalizacao!.toISOString(),
    });
  });

  it('is case-insensitive and ignores surrounding spaces', async () => {
    const carlos = await candidateByEmail('candidato@demo.com.br');
    for (const email of ['CANDIDATO@DEMO.COM.BR', 'Candidato@Demo.Com.Br', '  candidato@demo.com.br  ']) {
      const res = await check(t.headers(gestor.token), email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json(), email).toMatchObject({ CODCANDIDATO: carlos.codcandidato, CODSTATUS: 3 });
    }
    const other = await check(t.headers(gestor.token), 'CANDIDATA@OUTRA.COM.BR');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(UNAVAILABLE);
  });

  it("reveals nothing of another client's candidate: only {INDISPONIVEL, message}", async () => {
    const carolina = await candidateByEmail('candidata@outra.com.br');
    const res = await check(t.headers(gestor.token), 'candidata@outra.com.br');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(UNAVAILABLE);
    for (const secret of [
      'CAROLINA',
      'SOUZA',
      'CODCANDIDATO',
      'CODSTATUS',
      'NOME',
      'DATFINALIZACAO',
      '042',
    ]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(new RegExp(`\\b${carolina.codcandidato}\\b`));
  });

  it('is scoped to the client of the request: 042 sees its own candidate, not 041s', async () => {
    const carolina = await candidateByEmail('candidata@outra.com.br');
    const own = await check(t.headers(gestor2.token), 'candidata@outra.com.br');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      CODSTATUS: 3,
      CODCANDIDATO: carolina.codcandidato,
      NOME: 'CAROLINA CANDIDATA SOUZA',
      DATFINALIZACAO: null,
    });
    const foreign = await check(t.headers(gestor2.token), 'candidato@demo.com.br');
    expect(foreign.json()).toEqual(UNAVAILABLE);
    expect(foreign.body).not.toContain('CARLOS');
    // the multi-client admin gets the answer of the client chosen in the header
    expect((await check(t.headers(admin.token, C041), 'candidata@outra.com.br')).json()).toEqual(UNAVAILABLE);
    expect((await check(t.headers(admin.token, C042), 'candidata@outra.com.br')).json()).toMatchObject({
      CODCANDIDATO: carolina.codcandidato,
    });
  });

  it('answers unavailable for a staff login used as e-mail, in any letter case', async () => {
    for (const email of [STAFF_LOGIN, STAFF_LOGIN.toUpperCase()]) {
      const res = await check(t.headers(gestor.token), email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json(), email).toEqual(UNAVAILABLE);
      expect(res.body).not.toContain('Rita');
    }
  });

  it("refuses a malformed e-mail with 400 'Email inválido'", async () => {
    for (const email of ['', 'sem-arroba', 'a@b', 'espaço no meio@demo.com.br', 'duplo@@demo.com.br']) {
      const res = await check(t.headers(gestor.token), email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message, email).toBe('Email inválido');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/check/email',
      headers: t.headers(gestor.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it("answers 'Email inválido' for an e-mail over 70 characters, as registration does", async () => {
    const long = `${'a'.repeat(60)}@demo.com.br`; // 72 characters
    const res = await check(t.headers(gestor.token), long);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email inválido');
  });

  it("answers 400 'Selecione um cliente.' to the multi-client admin without a header", async () => {
    const res = await check(t.headers(admin.token), 'candidato@demo.com.br');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Selecione um cliente.');
    expect(res.body).not.toContain('CARLOS');
  });

  it("refuses a candidate's token (403) and no token (401)", async () => {
    const asCandidate = await check(t.headers(candidato.token), 'candidata@outra.com.br');
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().message).toBe('Acesso negado.');
    expect(asCandidate.body).not.toContain('CAROLINA');
    const anonymous = await check({}, 'candidato@demo.com.br');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Autenticação necessária.');
    expect(anonymous.body).not.toContain('CARLOS');
  });
});
