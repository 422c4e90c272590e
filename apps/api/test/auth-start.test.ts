import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidate } from '../src/db/schema.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BEATRIZ = 'beatriz@demo.com.br';
const NEW_PASSWORD = 'Nova#Senha7x';

const start = (USUARIO: string, SENHA: string, SENHA_ANTERIOR: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/start',
    payload: { USUARIO, SENHA, SENHA_ANTERIOR },
    remoteAddress: ip,
  });

const logon = (USUARIO: string, SENHA: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logon', payload: { USUARIO, SENHA }, remoteAddress: ip });

/** The access link's query: u = login, l = one-time code. */
function linkParts(link: string) {
  const url = new URL(link);
  expect(url.origin).toBe('http://admissao.test');
  expect(url.pathname).toBe('/');
  return { u: url.searchParams.get('u')!, l: url.searchParams.get('l')! };
}

async function candidateRow(email: string) {
  const [row] = await t.db.select().from(candidate).where(eq(candidate.email, email));
  return row!;
}

describe('POST /api/auth/start (first access through the access link)', () => {
  let link: { u: string; l: string };

  beforeAll(async () => {
    link = linkParts(await t.issueCandidateLink(BEATRIZ));
    expect(link.u).toBe(BEATRIZ);
  });

  it('refuses a weak password with 400 listing every failed rule, and changes nothing', async () => {
    const res = await start(link.u, 'abc', link.l, '10.1.0.1');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('A senha deve conter pelo menos 8 caracteres.');
    expect(body.messages).toEqual([
      'A senha deve conter pelo menos 8 caracteres.',
      'A senha deve conter pelo menos uma letra maiúscula.',
      'A senha deve conter pelo menos um número.',
      'A senha deve conter pelo menos um caractere especial (!@#$&_-).',
      'A senha não pode conter sequências como "1234" ou "abcd"',
    ]);
    const row = await candidateRow(BEATRIZ);
    expect(row.codstatus).toBe(1);
    expect(row.senhaHash).toBeNull();
  });

  it('refuses a password that only fails the sequence rule', async () => {
    const res = await start(link.u, 'Senha#1234', link.l, '10.1.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['A senha não pode conter sequências como "1234" ou "abcd"']);
  });

  it("refuses a wrong code with 401 'Usuário ou senha inválidos' and changes nothing", async () => {
    const res = await start(link.u, NEW_PASSWORD, 'codigo-errado-123456', '10.1.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Usuário ou senha inválidos');
    const row = await candidateRow(BEATRIZ);
    expect(row.codstatus).toBe(1);
    expect(row.senhaHash).toBeNull();
  });

  it('refuses an unknown login and a code issued to another candidate with the same message', async () => {
    const unknown = await start('ninguem@demo.com.br', NEW_PASSWORD, link.l, '10.1.0.3');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Usuário ou senha inválidos');
    const other = await start('candidato@demo.com.br', NEW_PASSWORD, link.l, '10.1.0.3');
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toBe('Usuário ou senha inválidos');
    expect((await logon('candidato@demo.com.br', NEW_PASSWORD, '10.1.0.3')).statusCode).toBe(401);
  });

  it('answers a session, sets the password and moves the candidate from status 1 to 2', async () => {
    const res = await start(link.u, NEW_PASSWORD, link.l, '10.1.0.4');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(typeof body.refreshToken).toBe('string');
    expect(body.user).toMatchObject({
      PERMISSAO: 'CANDIDATO',
      USUARIO: BEATRIZ,
      MULTICLIENTE: false,
      CODADM: 9,
    });
    expect(body.candidate).toMatchObject({
      CODADM: 9,
      CODCLI: '041',
      EMAIL: BEATRIZ,
      NOME: 'BEATRIZ NOVAES LIMA',
    });
    expect(body.client).toEqual({ CODADM: 9, CODCLI: '041', NOMECLI: 'Cliente Demonstração' });
    expect(body.clientName).toBe('Cliente Demonstração');

    const row = await candidateRow(BEATRIZ);
    expect(row.codstatus).toBe(2);
    expect(row.senhaHash).not.toBeNull();

    // the session works, and the new password is hers
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/password/check',
      headers: t.headers(body.token),
      payload: { SENHA: NEW_PASSWORD },
      remoteAddress: '10.1.0.4',
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ VALIDO: true });
    expect((await logon(BEATRIZ, NEW_PASSWORD, '10.1.0.4')).statusCode).toBe(200);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'candidate'), eq(auditLog.entityId, String(row.codcandidato))));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'first_access', field: 'CODSTATUS', oldValue: '1', newValue: '2' }),
    );
  });

  it('refuses the same link a second time with 401, and the password stays the first one', async () => {
    const res = await start(link.u, 'Outra#Senha8y', link.l, '10.1.0.5');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Usuário ou senha inválidos');
    expect((await logon(BEATRIZ, 'Outra#Senha8y', '10.1.0.5')).statusCode).toBe(401);
    expect((await logon(BEATRIZ, NEW_PASSWORD, '10.1.0.5')).statusCode).toBe(200);
    expect((await candidateRow(BEATRIZ)).codstatus).toBe(2);
  });
});

describe('access links of a candidate past first access', () => {
  const EMAIL = 'candidato@demo.com.br';

  it('a newer link retires the older one; the status stays as it was (3)', async () => {
    const older = linkParts(await t.issueCandidateLink(EMAIL));
    const newer = linkParts(await t.issueCandidateLink(EMAIL));
    const refused = await start(EMAIL, NEW_PASSWORD, older.l, '10.1.1.1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Usuário ou senha inválidos');
    expect((await logon(EMAIL, DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);

    const ok = await start(EMAIL.toUpperCase(), NEW_PASSWORD, newer.l, '10.1.1.2');
    expect(ok.statusCode).toBe(200);
    expect((await candidateRow(EMAIL)).codstatus).toBe(3);
    expect((await logon(EMAIL, DEMO_PASSWORD, '10.1.1.2')).statusCode).toBe(401);
    expect((await logon(EMAIL, NEW_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
  });

  it('an expired link is refused', async () => {
    const EMAIL2 = 'daniel@demo.com.br';
    const link = linkParts(await t.issueCandidateLink(EMAIL2));
    await t.db.execute(
      sql`update access_code set expires_at = now() - interval '1 minute' where used_at is null`,
    );
    const res = await start(EMAIL2, NEW_PASSWORD, link.l, '10.1.2.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Usuário ou senha inválidos');
    expect((await candidateRow(EMAIL2)).senhaHash).toBeNull();
  });

  it('limits tries per login and address (429 on the sixth), another address still gets through', async () => {
    const EMAIL3 = 'elisa@demo.com.br';
    const link = linkParts(await t.issueCandidateLink(EMAIL3));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await start(EMAIL3, 'fraca', link.l, '10.1.3.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const blocked = await start(EMAIL3, NEW_PASSWORD, link.l, '10.1.3.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect((await start(EMAIL3, NEW_PASSWORD, link.l, '10.1.3.2')).statusCode).toBe(200);
  });
});
