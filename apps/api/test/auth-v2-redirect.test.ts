import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUser, usedPartnerToken } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface PartnerOpts {
  sub?: string | null;
  jti?: string | null;
  /** seconds from now; null leaves exp out */
  expIn?: number | null;
  secret?: string;
  alg?: string;
}

/** The partner system's token: HS256 with PARTNER_SECRET, sub = login, a jti, exp at most 5 minutes ahead. */
async function partnerToken(opts: PartnerOpts = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({}).setProtectedHeader({ alg: opts.alg ?? 'HS256' }).setIssuedAt(now);
  const sub = opts.sub === undefined ? 'gestor' : opts.sub;
  const jti = opts.jti === undefined ? randomUUID() : opts.jti;
  const expIn = opts.expIn === undefined ? 120 : opts.expIn;
  if (sub !== null) jwt.setSubject(sub);
  if (jti !== null) jwt.setJti(jti);
  if (expIn !== null) jwt.setExpirationTime(now + expIn);
  return jwt.sign(new TextEncoder().encode(opts.secret ?? t.config.secrets.PARTNER_SECRET));
}

const redirect = (authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/redirect',
    headers: authorization === undefined ? {} : { authorization },
  });

async function expectInvalid(authorization: string | undefined) {
  const res = await redirect(authorization);
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('Token inválido!');
  expect(res.json()).not.toHaveProperty('token');
}

describe('POST /api/auth/v2/redirect', () => {
  it('exchanges a partner token once for a session of the named user', async () => {
    const token = await partnerToken({ sub: 'gestor' });
    const res = await redirect(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ USUARIO: 'gestor', PERMISSAO: 'MANAGER', MULTICLIENTE: false });
    expect(body.client).toEqual({ CODADM: 9, CODCLI: '041', NOMECLI: 'Cliente Demonstração' });
    expect(body).not.toHaveProperty('SENHA');
    expect(JSON.stringify(body)).not.toContain('Demo@Admissao9');

    const own = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: t.headers(body.token),
      payload: {},
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().NOMEUSUARIO).toBe('Gustavo Gestor');

    await expectInvalid(`Bearer ${token}`);
  });

  it('refuses a second token with a jti already used', async () => {
    const jti = randomUUID();
    expect((await redirect(`Bearer ${await partnerToken({ jti })}`)).statusCode).toBe(200);
    await expectInvalid(`Bearer ${await partnerToken({ jti, sub: 'admin' })}`);
  });

  it('signs a candidate in too (sub = the candidate e-mail)', async () => {
    const res = await redirect(`Bearer ${await partnerToken({ sub: 'candidato@demo.com.br' })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().candidate).toMatchObject({ CODCLI: '041', EMAIL: 'candidato@demo.com.br' });
  });

  it('accepts a lifetime just under 5 minutes', async () => {
    expect((await redirect(`Bearer ${await partnerToken({ expIn: 290 })}`)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await expectInvalid(`Bearer ${await partnerToken({ expIn: -5 })}`);
  });

  it('refuses a token that lives longer than 5 minutes', async () => {
    await expectInvalid(`Bearer ${await partnerToken({ expIn: 400 })}`);
    await expectInvalid(`Bearer ${await partnerToken({ expIn: 24 * 3600 })}`);
  });

  it('refuses a token signed with another secret (also the access-token secret) or another algorithm', async () => {
    await expectInvalid(`Bearer ${await partnerToken({ secret: 'x'.repeat(40) })}`);
    await expectInvalid(`Bearer ${await partnerToken({ secret: t.config.secrets.JWT_SECRET })}`);
    await expectInvalid(`Bearer ${await partnerToken({ alg: 'HS512' })}`);
  });

  it('refuses a token without sub, jti or exp', async () => {
    await expectInvalid(`Bearer ${await partnerToken({ sub: null })}`);
    await expectInvalid(`Bearer ${await partnerToken({ jti: null })}`);
    await expectInvalid(`Bearer ${await partnerToken({ expIn: null })}`);
  });

  it('refuses a missing or malformed header', async () => {
    await expectInvalid(undefined);
    await expectInvalid('Bearer ');
    await expectInvalid('Bearer nao.e.jwt');
    await expectInvalid(`Token ${await partnerToken()}`);
  });

  it('refuses an unknown user and a disabled one', async () => {
    await expectInvalid(`Bearer ${await partnerToken({ sub: 'ninguem' })}`);
    await t.db.update(staffUser).set({ ativo: false }).where(eq(staffUser.usuario, 'gestor2'));
    try {
      await expectInvalid(`Bearer ${await partnerToken({ sub: 'gestor2' })}`);
    } finally {
      await t.db.update(staffUser).set({ ativo: true }).where(eq(staffUser.usuario, 'gestor2'));
    }
    expect((await redirect(`Bearer ${await partnerToken({ sub: 'gestor2' })}`)).statusCode).toBe(200);
  });

  it('records every exchanged jti', async () => {
    const jti = randomUUID();
    expect((await redirect(`Bearer ${await partnerToken({ jti })}`)).statusCode).toBe(200);
    const rows = await t.db.select().from(usedPartnerToken).where(eq(usedPartnerToken.jti, jti));
    expect(rows).toHaveLength(1);
  });
});
