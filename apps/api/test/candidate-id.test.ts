/**
 * POST /candidate/id {id} (spec 3 §2 redirect page, §7): which client a candidate code belongs to,
 * among the caller's clients. Anything else answers CODCANDIDATO 0, as for a missing code
 * (docs/design.md §4: an id from another client never reveals that it exists).
 */
import { eq } from 'drizzle-orm';
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
let carlos: number; // 041
let elisa: number; // 041, finished
let carolina: number; // 042

const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
const C042: TenantRef = { CODADM: 9, CODCLI: '042' };
const NOT_FOUND = { CODCANDIDATO: 0, CODADM: 0, CODCLI: '', NOMECLI: '' };

beforeAll(async () => {
  t = await createTestApp();
  ({
    admin,
    gestor,
    gestor2,
    cand: candidato,
  } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  const byEmail = async (email: string) =>
    (await t.db.select().from(candidate).where(eq(candidate.email, email)))[0]!.codcandidato;
  carlos = await byEmail('candidato@demo.com.br');
  elisa = await byEmail('elisa@demo.com.br');
  carolina = await byEmail('candidata@outra.com.br');
});
afterAll(() => t.close());

const resolve = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/id', headers, payload });

describe('POST /candidate/id', () => {
  it("resolves a candidate of the caller's own client", async () => {
    for (const id of [carlos, elisa]) {
      const res = await resolve(t.headers(gestor.token), { id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        CODCANDIDATO: id,
        CODADM: 9,
        CODCLI: '041',
        NOMECLI: 'Cliente Demonstração',
      });
    }
    const res = await resolve(t.headers(gestor2.token), { id: carolina });
    expect(res.json()).toEqual({
      CODCANDIDATO: carolina,
      CODADM: 9,
      CODCLI: '042',
      NOMECLI: 'Outra Empresa Ltda',
    });
  });

  it('accepts the id as a numeric string, as a query parameter would carry it', async () => {
    const res = await resolve(t.headers(gestor.token), { id: String(carlos) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CODCANDIDATO: carlos, CODCLI: '041' });
  });

  it('answers CODCANDIDATO 0 and nothing else for a candidate of a client the manager does not belong to', async () => {
    const res = await resolve(t.headers(gestor.token), { id: carolina });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NOT_FOUND);
    for (const secret of ['CAROLINA', 'Outra Empresa', '042']) expect(res.body).not.toContain(secret);
    const other = await resolve(t.headers(gestor2.token), { id: carlos });
    expect(other.json()).toEqual(NOT_FOUND);
    expect(other.body).not.toContain('Cliente Demonstração');
  });

  it("gives the multi-client admin the candidate's own client, whatever the chosen one", async () => {
    for (const headers of [
      t.headers(admin.token),
      t.headers(admin.token, C041),
      t.headers(admin.token, C042),
    ]) {
      const r042 = await resolve(headers, { id: carolina });
      expect(r042.statusCode).toBe(200);
      expect(r042.json()).toEqual({
        CODCANDIDATO: carolina,
        CODADM: 9,
        CODCLI: '042',
        NOMECLI: 'Outra Empresa Ltda',
      });
      const r041 = await resolve(headers, { id: carlos });
      expect(r041.json()).toEqual({
        CODCANDIDATO: carlos,
        CODADM: 9,
        CODCLI: '041',
        NOMECLI: 'Cliente Demonstração',
      });
    }
  });

  it('answers CODCANDIDATO 0 for an unknown code (same answer as another client)', async () => {
    for (const id of [0, 999999, 2147483647]) {
      const res = await resolve(t.headers(gestor.token), { id });
      expect(res.statusCode, String(id)).toBe(200);
      expect(res.json(), String(id)).toEqual(NOT_FOUND);
    }
  });

  it('refuses a malformed id with 400', async () => {
    for (const payload of [{}, { id: 'abc' }, { id: -1 }, { id: 1.5 }, { id: 2147483648 }, { id: '12abc' }]) {
      const res = await resolve(t.headers(gestor.token), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      // a Portuguese message, never zod's English default
      expect(res.json().message, JSON.stringify(payload)).toMatch(/inválid|mínimo|máximo|obrigatório/i);
      expect(res.json().message, JSON.stringify(payload)).not.toMatch(
        /invalid input|expected|too (big|small)/i,
      );
      expect(res.json()).not.toHaveProperty('CODCANDIDATO');
    }
  });

  it("refuses a candidate's token (403), no token (401) and a foreign X-Cliente (403)", async () => {
    const asCandidate = await resolve(t.headers(candidato.token), { id: carlos });
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().message).toBe('Acesso negado.');
    expect(asCandidate.json()).not.toHaveProperty('CODCLI');
    const anonymous = await resolve({}, { id: carlos });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Autenticação necessária.');
    expect(anonymous.json()).not.toHaveProperty('CODCLI');
    const foreign = await resolve(t.headers(gestor.token, C042), { id: carolina });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Cliente não autorizado');
  });
});
