import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswerWithRefresh as LogonAnswer } from '@admissao/domain';
import { refreshToken, staffUser } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { REPLAY_GRACE_MS } from '../src/modules/auth/tokens.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.3.0.${++ipCounter}`;

async function login(usuario: string): Promise<LogonAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logon',
    payload: { USUARIO: usuario, SENHA: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<LogonAnswer>();
}
const refresh = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: token },
    remoteAddress: nextIp(),
  });
/** an authenticated call that needs nothing else: the staff user's own data */
const ownData = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/user', headers, payload: {} });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function staffRow(usuario: string) {
  const [row] = await t.db.select().from(staffUser).where(eq(staffUser.usuario, usuario));
  return row!;
}
const tokenRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, sha256(token)))
  )[0]!;

/** An access token built like the server's, with the given changes. */
/** the sign-in id (sid) an access token names */
const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;
/** a live sign-in of gestor, for the forged tokens below */
let liveSid = '';

async function forge(opts: {
  sub: string;
  sv: number;
  secret?: string;
  exp?: number;
  typ?: string;
  alg?: string;
  sid?: string;
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const sid = opts.sid ?? liveSid;
  return new SignJWT({ adm: 9, role: 'MANAGER', sv: opts.sv, sid, typ: opts.typ ?? 'access' })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject(opts.sub)
    .setIssuedAt(now - 5)
    .setExpirationTime(opts.exp ?? now + 600)
    .sign(new TextEncoder().encode(opts.secret ?? t.config.secrets.JWT_SECRET));
}

describe('POST /api/auth/refresh', () => {
  it('rotates: a new access token and a new refresh token, both usable', async () => {
    const session = await login('gestor');
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'token']);
    expect(body.refreshToken).not.toBe(session.refreshToken);
    expect(body.token).toMatch(/^ey/);
    const data = await ownData(bearer(body.token));
    expect(data.statusCode).toBe(200);
    expect(data.json().NOMEUSUARIO).toBe('Gustavo Gestor');
    expect((await refresh(body.refreshToken)).statusCode).toBe(200);
  });

  it('reusing a spent refresh token answers 401 and revokes the whole family, the newest token too', async () => {
    const session = await login('gestor');
    const other = await login('gestor'); // another sign-in of the same user: another family
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    // the client renews again with the successor: it did receive it, so the first token is a copy now
    const second = await refresh(first.json().refreshToken as string);
    expect(second.statusCode).toBe(200);
    const newest = second.json().refreshToken as string;

    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Sessão expirada. Entre novamente.');

    const afterReuse = await refresh(newest);
    expect(afterReuse.statusCode).toBe(401);
    expect((await tokenRow(newest)).revokedAt).not.toBeNull();
    const family = (await tokenRow(session.refreshToken)).family;
    const rows = await t.db.select().from(refreshToken).where(eq(refreshToken.family, family));
    expect(rows.length).toBe(3);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);

    // only that sign-in ends
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  describe('a renewal whose answer never reached the browser (decision 010)', () => {
    /** what a reload cut short leaves: the token spent on the server, its successor never received */
    async function lostRenewal() {
      const session = await login('gestor');
      const lost = await refresh(session.refreshToken);
      expect(lost.statusCode).toBe(200);
      return { spent: session.refreshToken, lost: lost.json().refreshToken as string };
    }
    const spentAgo = (token: string, ms: number) =>
      t.db
        .update(refreshToken)
        .set({ usedAt: new Date(Date.now() - ms) })
        .where(eq(refreshToken.tokenHash, sha256(token)));

    it('the spent token back at once renews the sign-in; the successor it never received is revoked, and its return ends the sign-in', async () => {
      const { spent, lost } = await lostRenewal();
      const again = await refresh(spent);
      expect(again.statusCode).toBe(200);
      const renewed = again.json<{ token: string; refreshToken: string }>();
      expect(renewed.refreshToken).not.toBe(lost);
      expect((await ownData(bearer(renewed.token))).statusCode).toBe(200);
      expect((await tokenRow(lost)).revokedAt).not.toBeNull();
      // the lost successor surfacing later (a copy) is reuse: the sign-in ends, the renewed token too
      expect((await refresh(lost)).statusCode).toBe(401);
      expect((await refresh(renewed.refreshToken)).statusCode).toBe(401);
      expect((await ownData(bearer(renewed.token))).statusCode).toBe(401);
    });

    it('only once: the spent token back a second time ends the sign-in', async () => {
      const { spent } = await lostRenewal();
      const again = await refresh(spent);
      expect(again.statusCode).toBe(200);
      expect((await refresh(spent)).statusCode).toBe(401);
      expect((await refresh(again.json().refreshToken as string)).statusCode).toBe(401);
    });

    it('after the window (15 s) the spent token back ends the sign-in', async () => {
      const { spent, lost } = await lostRenewal();
      await spentAgo(spent, REPLAY_GRACE_MS + 1000);
      expect((await refresh(spent)).statusCode).toBe(401);
      expect((await refresh(lost)).statusCode).toBe(401);
    });

    it('within the window but after the successor was used, the spent token back ends the sign-in', async () => {
      const { spent, lost } = await lostRenewal();
      const next = await refresh(lost);
      expect(next.statusCode).toBe(200);
      expect((await refresh(spent)).statusCode).toBe(401);
      expect((await refresh(next.json().refreshToken as string)).statusCode).toBe(401);
    });

    it('two copies of the spent token racing: at most one renews, and the sign-in ends', async () => {
      const { spent } = await lostRenewal();
      const answers = await Promise.all([refresh(spent), refresh(spent)]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes[1]).toBe(401);
      for (const ok of answers.filter((r) => r.statusCode === 200)) {
        expect((await refresh(ok.json().refreshToken as string)).statusCode).toBe(401);
      }
    });
  });

  it('refuses an unknown refresh token (401), a malformed body (400) and no token at all (401)', async () => {
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Sessão expirada. Entre novamente.');
    expect((await refresh('short')).statusCode).toBe(400);
    // without a body token the refresh cookie is looked for (decision 009): none, so 401
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const session = await login('gestor');
    await t.db
      .update(refreshToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshToken.tokenHash, sha256(session.refreshToken)));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and revokes the refresh token (and its family)', async () => {
    const session = await login('gestor');
    const rotated = (await refresh(session.refreshToken)).json().refreshToken as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: rotated },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await tokenRow(rotated)).revokedAt).not.toBeNull();
  });

  it('answers 204 for an unknown token or none, revoking nothing else', async () => {
    const session = await login('gestor');
    for (const payload of [{ refreshToken: 'y'.repeat(43) }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload });
      expect(res.statusCode).toBe(204);
    }
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  let gestor: Awaited<ReturnType<typeof staffRow>>;
  beforeAll(async () => {
    gestor = await staffRow('gestor');
    liveSid = sidOf((await login('gestor')).token);
  });

  it('a token built like the server builds it is accepted (control for the cases below)', async () => {
    const token = await forge({ sub: `u:${gestor.codusuario}`, sv: gestor.sessionVersion });
    const res = await ownData(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().CODUSUARIO).toBe(gestor.codusuario);
  });

  it("answers 401 'Autenticação necessária.' without a bearer token", async () => {
    for (const headers of [
      {},
      { authorization: 'Basic Z2VzdG9yOng=' },
      { authorization: 'bearer' },
    ] as Record<string, string>[]) {
      const res = await ownData(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Autenticação necessária.');
    }
  });

  it('answers 401 for an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await forge({ sub: `u:${gestor.codusuario}`, sv: gestor.sessionVersion, exp: now - 60 });
    const res = await ownData(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sessão expirada. Entre novamente.');
  });

  it('answers 401 for garbage', async () => {
    for (const token of ['abc', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9..', '']) {
      const res = await ownData(bearer(token));
      expect(res.statusCode, token).toBe(401);
    }
  });

  it('answers 401 for a tampered token (payload changed, signature kept)', async () => {
    const session = await login('gestor');
    const admin = await staffRow('admin');
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims.sub).toBe(`u:${gestor.codusuario}`);
    const evil = Buffer.from(
      JSON.stringify({ ...claims, sub: `u:${admin.codusuario}`, role: 'ADMIN' }),
    ).toString('base64url');
    const res = await ownData(bearer(`${header}.${evil}.${signature}`));
    expect(res.statusCode).toBe(401);
    // the untouched token still works
    expect((await ownData(bearer(session.token))).statusCode).toBe(200);
  });

  it('answers 401 for a token signed with another secret, with alg none, or of another type', async () => {
    const sub = `u:${gestor.codusuario}`;
    const sv = gestor.sessionVersion;
    const other = await forge({ sub, sv, secret: 'k'.repeat(40) });
    expect((await ownData(bearer(other))).statusCode).toBe(401);
    const partner = await forge({ sub, sv, secret: t.config.secrets.PARTNER_SECRET });
    expect((await ownData(bearer(partner))).statusCode).toBe(401);
    const hs512 = await forge({ sub, sv, alg: 'HS512' });
    expect((await ownData(bearer(hs512))).statusCode).toBe(401);
    const refreshTyped = await forge({ sub, sv, typ: 'refresh' });
    expect((await ownData(bearer(refreshTyped))).statusCode).toBe(401);
    const none = [
      Buffer.from('{"alg":"none"}').toString('base64url'),
      Buffer.from(JSON.stringify({ sub, sv, adm: 9, role: 'MANAGER', typ: 'access', exp: 9e9 })).toString(
        'base64url',
      ),
      '',
    ].join('.');
    expect((await ownData(bearer(none))).statusCode).toBe(401);
  });

  it('a password change makes every earlier access token and refresh token of the user 401', async () => {
    const a = await login('gestor2');
    const b = await login('gestor2');
    const row = await staffRow('gestor2');
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/password',
      headers: bearer(a.token),
      payload: { CODUSUARIO: row.codusuario, SENHA: 'Nova#Senha7x', SENHA_ATUAL: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(change.statusCode).toBe(200);
    const fresh = change.json();

    for (const old of [a.token, b.token]) {
      const res = await ownData(bearer(old));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Sessão expirada. Entre novamente.');
    }
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
    expect((await ownData(bearer(fresh.token))).statusCode).toBe(200);
    expect((await refresh(fresh.refreshToken)).statusCode).toBe(200);
  });

  it('a disabled user is refused at once, even with a valid token', async () => {
    const session = await login('admin');
    expect((await ownData(t.headers(session.token, { CODADM: 9, CODCLI: '041' }))).statusCode).toBe(200);
    await t.db.update(staffUser).set({ ativo: false }).where(eq(staffUser.usuario, 'admin'));
    try {
      expect((await ownData(bearer(session.token))).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    } finally {
      await t.db.update(staffUser).set({ ativo: true }).where(eq(staffUser.usuario, 'admin'));
    }
  });
});
