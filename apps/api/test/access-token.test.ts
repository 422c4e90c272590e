import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../src/modules/auth/tokens.ts';

const secret = 's'.repeat(40);
const settings = { secret, accessTtlSeconds: 60, refreshTtlDays: 1 };
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const forge = (header: object, payload: object, key = secret) => {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
};
const claims = { sub: 'u:1', adm: 9, role: 'ADMIN', sv: 1, typ: 'access' };
const later = () => Math.floor(Date.now() / 1000) + 60;

describe('access token verification', () => {
  it('accepts what signAccessToken signs', async () => {
    const token = await signAccessToken(
      { sub: 'c:7', adm: 9, cli: '041', role: 'CANDIDATO', sv: 2 },
      settings,
    );
    expect(await verifyAccessToken(token, secret)).toEqual({
      sub: 'c:7',
      adm: 9,
      cli: '041',
      role: 'CANDIDATO',
      sv: 2,
    });
  });
  it('refuses another algorithm in the header, an unsigned token, an expired one and a refresh-like typ', async () => {
    expect(await verifyAccessToken(forge({ alg: 'HS512' }, { ...claims, exp: later() }), secret)).toBeNull();
    expect(
      await verifyAccessToken(`${b64({ alg: 'none' })}.${b64({ ...claims, exp: later() })}.`, secret),
    ).toBeNull();
    expect(await verifyAccessToken(forge({ alg: 'HS256' }, { ...claims, exp: 1000 }), secret)).toBeNull();
    expect(
      await verifyAccessToken(forge({ alg: 'HS256' }, { ...claims, typ: 'refresh', exp: later() }), secret),
    ).toBeNull();
    expect(
      await verifyAccessToken(forge({ alg: 'HS256' }, { ...claims, exp: later() }, 'x'.repeat(40)), secret),
    ).toBeNull();
    expect(await verifyAccessToken('garbage', secret)).toBeNull();
    expect(
      await verifyAccessToken(forge({ alg: 'HS256' }, { ...claims, exp: later() }), secret),
    ).toMatchObject({ sub: 'u:1' });
  });
});
