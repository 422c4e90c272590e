import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let gestor2: LogonAnswer;
let admin: LogonAnswer;
beforeAll(async () => {
  t = await createTestApp();
  ({ cand, gestor2, admin } = await signInDemoCast(t, 'cand', 'gestor2', 'admin'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/candidate/configuration', () => {
  it("answers the caller's own client's settings, defaults filled", async () => {
    const own = await get('/api/candidate/configuration', t.headers(cand.token));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ INFO_GESTOR: true, TRANSPORTE_PUBLICO: 'D', DEP_SEGURO_VIDA: false });
    const other = await get('/api/candidate/configuration', t.headers(gestor2.token));
    expect(other.json()).toMatchObject({ INFO_GESTOR: false, TRANSPORTE_PUBLICO: 'B' });
  });
  it('needs a chosen client for a multi-client admin, refuses a foreign one and anonymous callers', async () => {
    expect((await get('/api/candidate/configuration', t.headers(admin.token))).statusCode).toBe(400);
    const foreign = await get(
      '/api/candidate/configuration',
      t.headers(gestor2.token, { CODADM: 9, CODCLI: '041' }),
    );
    expect(foreign.statusCode).toBe(403);
    expect((await get('/api/candidate/configuration')).statusCode).toBe(401);
  });
});

describe('GET /api/candidate/customFields/list', () => {
  it('gives staff every field of their client and the candidate only the active ones they fill', async () => {
    const staff = (
      await get('/api/candidate/customFields/list', t.headers(admin.token, { CODADM: 9, CODCLI: '041' }))
    ).json();
    expect(staff.map((f: { RESP_PREENCHIMENTO: string }) => f.RESP_PREENCHIMENTO).sort()).toEqual([
      'A',
      'A',
      'C',
      'C',
    ]);
    const mine = (await get('/api/candidate/customFields/list', t.headers(cand.token))).json();
    expect(mine.length).toBe(2);
    expect(mine.every((f: { RESP_PREENCHIMENTO: string }) => f.RESP_PREENCHIMENTO === 'C')).toBe(true);
    const other = (await get('/api/candidate/customFields/list', t.headers(gestor2.token))).json();
    expect(other).toEqual([]);
  });
});
