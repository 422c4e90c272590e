import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../src/config.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';

// What TRUST_PROXY=true, a hop count, a list and false make of X-Forwarded-For: a client that
// writes a new address in the header on every try still meets the per-address sign-in limit.
const PROXY = '10.0.0.254';
const CLIENT = '203.0.113.9';

async function withApp(trustProxy: TrustProxy, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ trustProxy });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const logon = (t: TestApp, senha: string, xff: string, remoteAddress = PROXY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logon',
    payload: { USUARIO: 'gestor2', SENHA: senha },
    headers: { 'x-forwarded-for': xff },
    remoteAddress,
  });

/** 11 wrong passwords, each with a forged first hop; answers the last status */
async function rotateForgedHops(t: TestApp, realHops: string, remoteAddress = PROXY) {
  let last = 0;
  for (let i = 1; i <= 11; i++) {
    const forged = `198.51.100.${i}`;
    const xff = realHops ? `${forged}, ${realHops}` : forged;
    last = (await logon(t, 'Errada@123x', xff, remoteAddress)).statusCode;
  }
  return last;
}

describe('TRUST_PROXY and the per-address sign-in limit', () => {
  it('true (= the nearest hop only): forged addresses before the proxy’s own entry change nothing', async () => {
    await withApp(1, async (t) => {
      expect(await rotateForgedHops(t, CLIENT)).toBe(429);
      const blocked = await logon(t, DEMO_PASSWORD, `198.51.100.99, ${CLIENT}`);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Muitas tentativas/);
      // another client behind the same proxy is its own address
      expect((await logon(t, DEMO_PASSWORD, '203.0.113.10')).statusCode).toBe(200);
    });
  });

  it('a hop count of 2 reads two proxies deep, and no further', async () => {
    await withApp(2, async (t) => {
      expect(await rotateForgedHops(t, `${CLIENT}, 10.0.0.253`)).toBe(429);
      expect((await logon(t, DEMO_PASSWORD, `${CLIENT}, 10.0.0.253`)).statusCode).toBe(429);
      expect((await logon(t, DEMO_PASSWORD, '203.0.113.10, 10.0.0.253')).statusCode).toBe(200);
    });
  });

  it('a list of proxy addresses/CIDRs: only those are believed', async () => {
    await withApp(['10.0.0.0/24'], async (t) => {
      expect(await rotateForgedHops(t, CLIENT)).toBe(429);
      // a client that reaches the app directly (not a listed proxy) is its socket address,
      // whatever header it writes
      expect(await rotateForgedHops(t, '', '192.0.2.50')).toBe(429);
      expect((await logon(t, DEMO_PASSWORD, '203.0.113.10')).statusCode).toBe(200);
    });
  });

  it('false: the header is ignored, the socket address counts', async () => {
    await withApp(false, async (t) => {
      expect(await rotateForgedHops(t, '', '192.0.2.60')).toBe(429);
      expect((await logon(t, DEMO_PASSWORD, '203.0.113.10', '192.0.2.60')).statusCode).toBe(429);
    });
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('the default test app trusts no proxy', () => {
  expect(t.config.trustProxy).toBe(false);
});
