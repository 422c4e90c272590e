/**
 * The candidate's eSocial events answer who transmits the client's events (decisions 079, 083):
 * TRANSMISSAO, so the panel of an ADMIN and of a MANAGER with ESOCIAL (who cannot read GET
 * /configuration/esocial) offers no send under 'a folha transmite'. Tenant 404, flag 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEsocialEvents, type LogonAnswer, type TenantRef } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, fillComplete, setFlag } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { admin, gestor, gestor2, cand } = {} as DemoCast;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  id = await fillComplete(t, cand);
});
afterAll(async () => {
  await t?.close();
});

const events = (who: LogonAnswer, tenant: TenantRef = C041) =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/${id}/esocial/events`,
    headers: t.headers(who.token, tenant),
  });
const putMode = (TRANSMISSAO: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/configuration/esocial',
    headers: t.headers(admin.token, C041),
    payload: { TRANSMISSAO },
  });

describe('the events answer says who transmits', () => {
  it("is the employer's by default, in the contract's shape", async () => {
    const res = await events(admin);
    expect(res.statusCode).toBe(200);
    expect(ZEsocialEvents.parse(res.json())).toEqual({ EVENTOS: [], TRANSMISSAO: 'EMPREGADOR' });
  });

  it('says FOLHA to the ADMIN and to a MANAGER with ESOCIAL once the payroll transmits', async () => {
    expect((await putMode('FOLHA')).statusCode).toBe(200);
    await setFlag(t, 'gestor', 'ESOCIAL', true);
    try {
      for (const who of [admin, gestor]) {
        const res = await events(who);
        expect(res.statusCode).toBe(200);
        expect(res.json().TRANSMISSAO).toBe('FOLHA');
      }
      await setFlag(t, 'gestor', 'ESOCIAL', false);
      expect((await events(gestor)).statusCode).toBe(403);
    } finally {
      await setFlag(t, 'gestor', 'ESOCIAL', false);
      expect((await putMode('TRANSMISSOR')).statusCode).toBe(200);
    }
    expect((await events(admin)).json().TRANSMISSAO).toBe('TRANSMISSOR');
    expect((await putMode('EMPREGADOR')).statusCode).toBe(200);
  });

  it("answers 404 for another client's candidate, whatever that client's mode", async () => {
    expect((await events(admin, C042)).statusCode).toBe(404);
    expect((await events(gestor2, C042)).statusCode).toBe(404);
  });
});
