import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { candidate } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { unheard, until } from './support/held-facts.ts';
import { rowsOf } from '../src/lib/rows.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let candidato: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, gestor2, candidato] = await Promise.all([
    t.login('admin'),
    t.login('gestor'),
    t.login('gestor2'),
    t.login('candidato@demo.com.br'),
  ]);
});
afterAll(() => t.close());

const clients = (token: string, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/clients',
    headers: { ...t.headers(token), ...extra },
    payload,
  });

// demo data (docs/design.md §8): 041 has one candidate in each of 1, 3, 4, 8; 042 one in 3
const CARD_041 = {
  CODADM: 9,
  CODCLI: '041',
  NOMECLI: 'Cliente Demonstração',
  LOGO: '/api/image/logo/09_041',
  STATUS: [
    { CODSTATUS: 1, QUANTIDADE: 1 },
    { CODSTATUS: 3, QUANTIDADE: 1 },
    { CODSTATUS: 4, QUANTIDADE: 1 },
    { CODSTATUS: 8, QUANTIDADE: 1 },
  ],
};
const CARD_042 = {
  CODADM: 9,
  CODCLI: '042',
  NOMECLI: 'Outra Empresa Ltda',
  LOGO: '/api/image/logo/09_042',
  STATUS: [{ CODSTATUS: 3, QUANTIDADE: 1 }],
};

describe('POST /api/auth/clients', () => {
  it('gives the multi-client admin both clients with their per-status counts and logo URL', async () => {
    const res = await clients(admin.token, { CODUSUARIO: admin.user.CODUSUARIO, CODPRODUTO: 'GC' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([CARD_041, CARD_042]);
  });

  it('serves an image at each LOGO URL', async () => {
    for (const card of [CARD_041, CARD_042]) {
      const res = await t.app.inject({ method: 'GET', url: card.LOGO });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
  });

  it('gives a single-client manager only their client', async () => {
    const res = await clients(gestor.token, { CODUSUARIO: gestor.user.CODUSUARIO, CODPRODUTO: 'GC' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([CARD_041]);
    const other = await clients(gestor2.token, { CODUSUARIO: gestor2.user.CODUSUARIO, CODPRODUTO: 'GC' });
    expect(other.json()).toEqual([CARD_042]);
  });

  it('accepts the call without CODUSUARIO (acts as the token user)', async () => {
    const res = await clients(gestor.token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([CARD_041]);
  });

  it('lists the user’s clients whatever client the X-Cliente header names', async () => {
    const res = await clients(
      admin.token,
      { CODPRODUTO: 'GC' },
      t.headers(admin.token, { CODADM: 9, CODCLI: '042' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([CARD_041, CARD_042]);
  });

  it('counts follow the data', async () => {
    await t.db.insert(candidate).values({
      codadm: 9,
      codcli: '042',
      nome: 'NOVO CANDIDATO',
      email: 'novo@outra.com.br',
      codstatus: 5,
    });
    const res = await clients(gestor2.token, { CODPRODUTO: 'GC' });
    expect(res.json()[0].STATUS).toEqual([
      { CODSTATUS: 3, QUANTIDADE: 1 },
      { CODSTATUS: 5, QUANTIDADE: 1 },
    ]);
    const mine = await clients(gestor.token, { CODPRODUTO: 'GC' });
    expect(mine.json()).toEqual([CARD_041]);
  });

  it("refuses a candidate with 403 'Acesso negado.'", async () => {
    const res = await clients(candidato.token, { CODUSUARIO: candidato.user.CODUSUARIO, CODPRODUTO: 'GC' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Acesso negado.');
    expect(res.json()).not.toHaveProperty('0');
  });

  it('refuses a CODUSUARIO of someone else with 403 and no data', async () => {
    const res = await clients(gestor.token, { CODUSUARIO: admin.user.CODUSUARIO, CODPRODUTO: 'GC' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      error: 'Forbidden',
      message: 'Operação não permitida para outro usuário.',
    });
    const byAdmin = await clients(admin.token, { CODUSUARIO: gestor2.user.CODUSUARIO, CODPRODUTO: 'GC' });
    expect(byAdmin.statusCode).toBe(403);
  });

  it('refuses another product code (400) and an anonymous call (401)', async () => {
    const product = await clients(admin.token, { CODUSUARIO: admin.user.CODUSUARIO, CODPRODUTO: 'XX' });
    expect(product.statusCode).toBe(400);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/clients',
      payload: { CODPRODUTO: 'GC' },
    });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Autenticação necessária.');
  });
});

describe('POST /auth/clients counts are the held counts (decision 044)', () => {
  const statusOf = async (token: string) =>
    (await clients(token, { CODPRODUTO: 'GC' })).json<{ CODCLI: string; STATUS: unknown }[]>();
  const counts041 = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/candidate/status',
      headers: t.headers(admin.token, { CODADM: 9, CODCLI: '041' }),
      payload: {},
    });

  it('answers held counts without a read, sees a heard change at once, and shares them with POST /candidate/status', async () => {
    await until(() => t.app.ctx.sessions.listening);
    const before = await statusOf(admin.token);
    const held041 = before.find((c) => c.CODCLI === '041')!.STATUS;
    // a change no trigger hears: held counts do not move, so they were not read again
    await unheard(
      t.db,
      sql`update candidate set codstatus = 2 where codadm = 9 and codcli = '041' and codstatus = 1`,
    );
    expect(await statusOf(admin.token)).toEqual(before);
    expect((await counts041()).json()).toEqual(held041);
    // a heard change drops the client's counts: both calls read them again
    await t.db.execute(
      sql`update candidate set codstatus = 8 where codadm = 9 and codcli = '041' and codstatus = 2`,
    );
    const after = await statusOf(admin.token);
    const fresh = await t.db.execute(
      sql`select codstatus as "CODSTATUS", count(*)::int as "QUANTIDADE" from candidate
          where codadm = 9 and codcli = '041' group by codstatus order by codstatus`,
    );
    expect(after.find((c) => c.CODCLI === '041')!.STATUS).toEqual(rowsOf(fresh));
    expect((await counts041()).json()).toEqual(rowsOf(fresh));
    expect(after.find((c) => c.CODCLI === '042')).toEqual(before.find((c) => c.CODCLI === '042'));
  });
});
