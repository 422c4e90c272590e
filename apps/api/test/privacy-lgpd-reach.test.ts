/**
 * Who reaches the LGPD screens' calls (decisions 036, 038; issue 16): an ADMIN, or a MANAGER with
 * the LOG flag — the list of requests and the access log; a MANAGER without LOG is refused (403)
 * on both, so the web's link shown only with the flag matches what the API allows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { C041, setFlag } from './support/lifecycle-fixture.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor } = await signInDemoCast(t, 'admin', 'gestor'));
});
afterAll(() => t.close());

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: t.headers(token, C041) });
const CALLS = ['/api/candidate/privacy/requests', '/api/candidate/access-log'];

describe('the LGPD screens of staff', () => {
  it('answer an ADMIN, and a MANAGER only while the LOG flag is on', async () => {
    for (const url of CALLS) expect((await get(admin.token, url)).statusCode, url).toBe(200);
    await setFlag(t, 'gestor', 'LOG', true);
    for (const url of CALLS) expect((await get(gestor.token, url)).statusCode, url).toBe(200);
    await setFlag(t, 'gestor', 'LOG', false);
    for (const url of CALLS) expect((await get(gestor.token, url)).statusCode, url).toBe(403);
  });
});
