/**
 * Issue 31 §11 (decision 010, "The grace window is the same client's"): a spent refresh token back
 * within the 15 s grace window renews the sign-in only for the client that spent it — the same
 * user agent from the same network (IPv4 /24, IPv6 /64). From another browser or another network
 * it is a copy: 401, and the whole sign-in ends (the thief's replay, and the legitimate browser's
 * successor with it). Before, a copy replayed from anywhere within the window got a full session.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswerWithRefresh } from '@admissao/domain';
import { refreshToken } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { networkOf } from '../src/modules/auth/client-binding.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';
import { REFRESH_COOKIE } from '../src/plugins/refresh-cookie.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Client {
  ua: string;
  ip: string;
}
const FIREFOX: Client = {
  ua: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ip: '10.7.1.20',
};
const CHROME: Client = {
  ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
  ip: '10.7.1.20',
};

async function login(from: Client): Promise<LogonAnswerWithRefresh> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logon',
    payload: { USUARIO: 'gestor', SENHA: DEMO_PASSWORD },
    headers: { 'user-agent': from.ua },
    remoteAddress: from.ip,
  });
  expect(res.statusCode).toBe(200);
  return res.json<LogonAnswerWithRefresh>();
}
const refresh = (token: string, from: Client) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: token },
    headers: { 'user-agent': from.ua },
    remoteAddress: from.ip,
  });
const ownData = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user', headers: t.headers(token), payload: {} });
const tokenRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, sha256(token)))
  )[0]!;
const familyRows = async (token: string) =>
  t.db
    .select()
    .from(refreshToken)
    .where(eq(refreshToken.family, (await tokenRow(token)).family));

/** the legitimate browser renews; the answer (its successor) never arrives, the spent token stays */
async function lostRenewal(from: Client) {
  const session = await login(from);
  const lost = await refresh(session.refreshToken, from);
  expect(lost.statusCode).toBe(200);
  return { session, spent: session.refreshToken, lost: lost.json<{ refreshToken: string }>().refreshToken };
}

describe('the grace renewal serves only the client that spent the token', () => {
  it('from the same browser and network: renewed (control)', async () => {
    const { spent } = await lostRenewal(FIREFOX);
    const again = await refresh(spent, { ...FIREFOX, ip: '10.7.1.200' }); // same /24: a new lease
    expect(again.statusCode).toBe(200);
    expect((await ownData(again.json().token)).statusCode).toBe(200);
  });

  it('from another user agent: 401, and the whole sign-in ends (a stolen-token signal)', async () => {
    const { session, spent, lost } = await lostRenewal(FIREFOX);
    const replay = await refresh(spent, CHROME);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Sessão expirada. Entre novamente.');
    expect((await familyRows(spent)).every((r) => r.revokedAt !== null)).toBe(true);
    // the legitimate browser's tokens end too: the sign-in is known copied
    expect((await refresh(lost, FIREFOX)).statusCode).toBe(401);
    expect((await ownData(session.token)).statusCode).toBe(401);
  });

  it('from another network (same user agent): 401, and the sign-in ends', async () => {
    const { spent, lost } = await lostRenewal(FIREFOX);
    expect((await refresh(spent, { ...FIREFOX, ip: '203.0.113.9' })).statusCode).toBe(401);
    expect((await refresh(lost, FIREFOX)).statusCode).toBe(401);
  });

  it('the thief renews first: the legitimate browser coming back within the window ends the sign-in for both', async () => {
    const session = await login(FIREFOX);
    const stolen = await refresh(session.refreshToken, CHROME);
    expect(stolen.statusCode).toBe(200);
    expect((await refresh(session.refreshToken, FIREFOX)).statusCode).toBe(401);
    expect((await refresh(stolen.json().refreshToken as string, CHROME)).statusCode).toBe(401);
    expect((await ownData(stolen.json().token as string)).statusCode).toBe(401);
  });

  it('with the cookie, as the SPA sends it: another browser gets 401 and no cookie', async () => {
    const { spent } = await lostRenewal(FIREFOX);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'user-agent': CHROME.ua, cookie: `${REFRESH_COOKIE}=${spent}` },
      remoteAddress: CHROME.ip,
      payload: {},
    });
    expect(replay.statusCode).toBe(401);
    expect(String(replay.headers['set-cookie'])).toContain(`${REFRESH_COOKIE}=;`);
  });

  it('two tabs of one browser renewing at once: both answer 200 and the sign-in lives on', async () => {
    const session = await login(FIREFOX);
    const answers = await Promise.all([
      refresh(session.refreshToken, FIREFOX),
      refresh(session.refreshToken, FIREFOX),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const successors = answers.map((r) => r.json<{ refreshToken: string }>().refreshToken);
    // one successor was taken over by the other renewal; the other one renews on
    const rows = await Promise.all(successors.map(tokenRow));
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
    const live = successors[rows.findIndex((r) => r.revokedAt === null)]!;
    const next = await refresh(live, FIREFOX);
    expect(next.statusCode).toBe(200);
    expect((await ownData(next.json().token as string)).statusCode).toBe(200);
  });
});

describe('the network of an address', () => {
  it('IPv4 /24, IPv4-mapped IPv6 as IPv4, IPv6 /64 however written', () => {
    expect(networkOf('192.0.2.10')).toBe(networkOf('192.0.2.250'));
    expect(networkOf('192.0.2.10')).not.toBe(networkOf('192.0.3.10'));
    expect(networkOf('::ffff:192.0.2.10')).toBe(networkOf('192.0.2.99'));
    expect(networkOf('2001:db8:0:1::5')).toBe(networkOf('2001:0db8:0000:0001:ffff:0:0:1'));
    expect(networkOf('2001:db8:0:1::5')).not.toBe(networkOf('2001:db8:0:2::5'));
    expect(networkOf('::1')).toBe('6:0:0:0:0');
    expect(networkOf('2001:db8::')).toBe('6:2001:db8:0:0');
  });
});
