import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs, signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor } = await signInDemoCast(t, 'admin', 'gestor'));
});
afterAll(() => t.close());

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const COUNTS_041 = [
  { CODSTATUS: 1, QUANTIDADE: 1 },
  { CODSTATUS: 3, QUANTIDADE: 1 },
  { CODSTATUS: 4, QUANTIDADE: 1 },
  { CODSTATUS: 8, QUANTIDADE: 1 },
];
const COUNTS_042 = [{ CODSTATUS: 3, QUANTIDADE: 1 }];

const statusCounts = (headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/status', headers, payload });
const b64url = (text: string) => Buffer.from(text).toString('base64url');

describe('X-Cliente: the client a staff request acts on (docs/design.md §4)', () => {
  it("refuses a client the user is not a member of with 403 'Cliente não autorizado'", async () => {
    for (const tenant of [C042, { CODADM: 9, CODCLI: '043' }, { CODADM: 10, CODCLI: '041' }]) {
      const res = await statusCounts(t.headers(gestor.token, tenant), {});
      expect(res.statusCode, JSON.stringify(tenant)).toBe(403);
      expect(res.json().message).toBe('Cliente não autorizado');
      expect(res.json()).not.toHaveProperty('0');
    }
    // every staff route checks it, not only the ones that need a client
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: t.headers(gestor.token, C042),
      payload: {},
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Cliente não autorizado');
  });

  it("refuses a malformed header with 400 'Cabeçalho de cliente inválido.'", async () => {
    for (const value of [
      'lixo!!',
      b64url('not json'),
      b64url('[9,"041"]'),
      b64url('{"CODADM":9,"CODCLI":"41"}'),
      b64url('{"CODADM":0,"CODCLI":"041"}'),
      'A'.repeat(500),
    ]) {
      const res = await statusCounts({ ...t.headers(admin.token), 'x-cliente': value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message).toBe('Cabeçalho de cliente inválido.');
    }
  });

  it("answers 400 'Selecione um cliente.' to a multi-client admin without a header", async () => {
    const res = await statusCounts(t.headers(admin.token), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Selecione um cliente.');
  });

  it('lets a single-client manager without a header act on their only client', async () => {
    const res = await statusCounts(t.headers(gestor.token), {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(COUNTS_041);
  });

  it("refuses a manager naming another client in the body with 403 'Cliente não autorizado'", async () => {
    const res = await statusCounts(t.headers(gestor.token), { CODADM: 9, CODCLI: '042' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cliente não autorizado');
    const ownClient = await statusCounts(t.headers(gestor.token, C041), { CODADM: 9, CODCLI: '041' });
    expect(ownClient.statusCode).toBe(200);
    expect(ownClient.json()).toEqual(COUNTS_041);
  });

  it('gives the admin with header 042 the counts of 042, and with header 041 those of 041', async () => {
    const r042 = await statusCounts(t.headers(admin.token, C042), {});
    expect(r042.statusCode).toBe(200);
    expect(r042.json()).toEqual(COUNTS_042);
    const same = await statusCounts(t.headers(admin.token, C042), C042);
    expect(same.json()).toEqual(COUNTS_042);
    const r041 = await statusCounts(t.headers(admin.token, C041), {});
    expect(r041.json()).toEqual(COUNTS_041);
  });

  // The header names the client the request acts on; a body naming a different client must
  // be refused or ignored, never obeyed (docs/design.md §4: "the client a request acts on comes
  // from the header"; "a payload naming someone else is refused, never obeyed").
  it("never answers 041's counts to a request whose header names 042", async () => {
    const res = await statusCounts(t.headers(admin.token, C042), C041);
    if (res.statusCode === 200) expect(res.json()).toEqual(COUNTS_042);
    else {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Cliente não autorizado');
    }
  });

  it('refuses a malformed client in the body (400)', async () => {
    const res = await statusCounts(t.headers(gestor.token), { CODADM: 9, CODCLI: '41' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Código de cliente inválido.');
  });

  it('refuses candidates and anonymous callers', async () => {
    const cand = await signInAs(t, 'cand');
    const asCandidate = await statusCounts(t.headers(cand.token, C041), {});
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().message).toBe('Acesso negado.');
    const anon = await statusCounts({ 'x-cliente': b64url(JSON.stringify(C041)) }, {});
    expect(anon.statusCode).toBe(401);
  });
});
