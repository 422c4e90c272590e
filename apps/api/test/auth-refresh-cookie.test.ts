/**
 * The SPA's refresh token stays out of reach of scripts (issue 12 Medium 2, decision 009): asked with
 * `X-Refresh-Cookie: 1`, sign-in answers without `refreshToken` in the body and sets it as an
 * HttpOnly, SameSite=Strict cookie scoped to the refresh and logout paths (Secure over https); a
 * reload renews from the cookie alone; logout clears it. API clients that do not ask keep the body
 * field (spec 1 §7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  [t, https] = await Promise.all([createTestApp(), createTestApp({ appUrl: 'https://admissao.example' })]);
});
afterAll(async () => {
  await Promise.all([t.close(), https.close()]);
});

const cookieMode = { 'x-refresh-cookie': '1' };
const setCookies = (res: { headers: Record<string, unknown> }) => {
  const v = res.headers['set-cookie'];
  return (Array.isArray(v) ? v : v ? [v] : []) as string[];
};
const valueOf = (cookie: string) => /^admissao_rt=([^;]*)/.exec(cookie)![1]!;
const signIn = (app: TestApp, headers: Record<string, string> = cookieMode) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/logon',
    headers,
    payload: { USUARIO: 'gestor', SENHA: DEMO_PASSWORD },
  });
const renew = (app: TestApp, cookie?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: cookie ? { cookie: `other=1; admissao_rt=${cookie}` } : {},
    payload: {},
  });

describe('refresh token in an HttpOnly cookie', () => {
  it('sign-in asked for the cookie: no refreshToken in the body, two scoped HttpOnly SameSite=Strict cookies', async () => {
    const res = await signIn(t);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body).not.toHaveProperty('refreshToken');
    expect(res.body).not.toMatch(/refreshToken/);
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(2);
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)![1]).sort()).toEqual([
      '/api/auth/logout',
      '/api/auth/refresh',
    ]);
    for (const c of cookies) {
      expect(c).toMatch(/; HttpOnly/);
      expect(c).toMatch(/; SameSite=Strict/);
      expect(c).toMatch(/; Max-Age=1209600/);
      expect(c).not.toMatch(/Secure/);
      expect(valueOf(c)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    }
    expect(valueOf(cookies[0]!)).toBe(valueOf(cookies[1]!));
  });

  it('over https the cookies are Secure', async () => {
    const cookies = setCookies(await signIn(https));
    expect(cookies).toHaveLength(2);
    for (const c of cookies) expect(c).toMatch(/; Secure/);
  });

  it('a reload renews from the cookie alone: a new access token and a rotated cookie; the old cookie is spent', async () => {
    const first = valueOf(setCookies(await signIn(t))[0]!);
    const res = await renew(t, first);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['token']);
    const next = setCookies(res);
    expect(next).toHaveLength(2);
    const second = valueOf(next[0]!);
    expect(second).not.toBe(first);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/list',
      headers: t.headers(res.json().token),
    });
    expect(list.statusCode).toBe(200);
    // the next reload renews with the rotated cookie: the browser did receive it
    const third = valueOf(setCookies(await renew(t, second))[0]!);
    // so the spent cookie presented again is reuse: refused, cleared, and the sign-in ends
    const reused = await renew(t, first);
    expect(reused.statusCode).toBe(401);
    expect(setCookies(reused).every((c) => /Max-Age=0/.test(c))).toBe(true);
    expect((await renew(t, third)).statusCode).toBe(401);
  });

  it('no cookie and no body token: 401, nothing set', async () => {
    const res = await renew(t);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sessão expirada. Entre novamente.');
  });

  it('logout with the cookie ends the sign-in and clears both cookies', async () => {
    const res = await signIn(t);
    const cookie = valueOf(setCookies(res)[0]!);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `admissao_rt=${cookie}` },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    const cleared = setCookies(out);
    expect(cleared).toHaveLength(2);
    for (const c of cleared)
      expect(c).toMatch(/^admissao_rt=; Path=\/api\/auth\/(refresh|logout); HttpOnly.*Max-Age=0/);
    expect((await renew(t, cookie)).statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/list',
      headers: t.headers(res.json().token),
    });
    expect(list.statusCode).toBe(401);
  });

  it('API clients that do not ask keep the refresh token in the body and get no cookie', async () => {
    const res = await signIn(t, {});
    expect(res.json().refreshToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(setCookies(res)).toEqual([]);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: res.json().refreshToken },
    });
    expect(Object.keys(renewed.json()).sort()).toEqual(['refreshToken', 'token']);
    expect(setCookies(renewed)).toEqual([]);
  });

  it('a malformed cookie value is ignored (401), never a 5xx', async () => {
    for (const bad of ['', 'x', 'a b', '%00', 'é'.repeat(20), 'a'.repeat(400)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie: `admissao_rt=${encodeURIComponent(bad)}` },
        payload: {},
      });
      expect(res.statusCode, bad).toBe(401);
    }
  });
});
