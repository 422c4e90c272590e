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
const SID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const claims = { sub: 'u:1', adm: 9, role: 'ADMIN', sv: 1, sid: SID, typ: 'access' };
const later = () => Math.floor(Date.now() / 1000) + 60;

describe('access token verification', () => {
  it('accepts what signAccessToken signs', async () => {
    const token = await signAccessToken(
      { sub: 'c:7', adm: 9, cli: '041', role: 'CANDIDATO', sv: 2, sid: SID },
      settings,
    );
    expect(await verifyAccessToken(token, secret)).toEqual({
      sub: 'c:7',
      adm: 9,
      cli: '041',
      role: 'CANDIDATO',
      sv: 2,
      sid: SID,
    });
  });
  it('refuses every other spelling of a valid signature (the ignored low bits of its last character)', async () => {
    const token = await signAccessToken(
      { sub: 'c:7', adm: 9, cli: '041', role: 'CANDIDATO', sv: 2, sid: SID },
      settings,
    );
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 32 bytes of HMAC are 43 characters; the last one carries 4 bits, so 4 characters decode alike
    const last = alphabet.indexOf(token.slice(-1));
    const twins = [0, 1, 2, 3]
      .map((low) => alphabet[(last & ~3) | low]!)
      .filter((c) => c !== token.slice(-1))
      .map((c) => token.slice(0, -1) + c);
    expect(twins).toHaveLength(3);
    for (const twin of twins) {
      expect(Buffer.from(twin.split('.')[2]!, 'base64url')).toEqual(
        Buffer.from(token.split('.')[2]!, 'base64url'),
      );
      expect(await verifyAccessToken(twin, secret)).toBeNull();
    }
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
    // a token of no sign-in (no or malformed sid) cannot be ended by a logout: refused
    const { sid: _sid, ...noSid } = claims;
    expect(await verifyAccessToken(forge({ alg: 'HS256' }, { ...noSid, exp: later() }), secret)).toBeNull();
    expect(
      await verifyAccessToken(forge({ alg: 'HS256' }, { ...claims, sid: "x' or 1=1", exp: later() }), secret),
    ).toBeNull();
    expect(
      await verifyAccessToken(forge({ alg: 'HS256' }, { ...claims, exp: later() }), secret),
    ).toMatchObject({ sub: 'u:1' });
  });
});
