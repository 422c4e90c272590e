/**
 * The app and the usual sign-ins shared by several API test fixtures (units-fixture.ts,
 * candidate-list-fixture.ts): the demo cast's admin, managers of 041 and 042, and candidate Carlos (041).
 */
import { afterAll, beforeAll } from 'vitest';
import type { LogonAnswer, TenantRef } from '@admissao/domain';
import { createTestApp, type TestApp } from '../../src/testing/test-app.ts';
import { signInDemoCast } from './demo-cast.ts';

export let t: TestApp;
export let admin: LogonAnswer;
export let gestor: LogonAnswer;
export let gestor2: LogonAnswer;
export let candidato: LogonAnswer;

export const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
export const C042: TenantRef = { CODADM: 9, CODCLI: '042' };

/** Registers beforeAll (a test app, the sign-ins, then `setup`) and afterAll (close). */
export function useStaffApp(setup: (t: TestApp) => Promise<void>) {
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, gestor, gestor2, cand: candidato } = await signInDemoCast(t));
    await setup(t);
  });
  afterAll(() => t.close());
}
