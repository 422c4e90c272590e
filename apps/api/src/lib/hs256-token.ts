/**
 * The API's own JWTs (HS256), signed and checked with node:crypto, synchronously: the check runs on
 * every request (jose's asynchronous WebCrypto path cost as much as the request's query) and a
 * sheet of image links signs thousands at once. Only the header {"alg":"HS256"} is accepted (no
 * 'none', no algorithm confusion), and every token names its use in `typ`: a token made for one use
 * never passes as another (an image link is not an access token, nor the other way round).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenUse = 'access' | 'print' | 'image-link';

const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `claims` plus typ, iat and exp (seconds since the epoch) */
export function signToken(
  use: TokenUse,
  claims: Record<string, unknown>,
  expiresAt: number,
  secret: string,
): string {
  const body = `${encode({ alg: 'HS256' })}.${encode({ ...claims, typ: use, iat: nowSeconds(), exp: expiresAt })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The payload of a correctly signed, unexpired token of this use; null for anything else. */
export function verifyToken(token: string, use: TokenUse, secret: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  // compared as text, not as decoded bytes: base64url decoding ignores the low bits of the last
  // character, so several spellings of one signature would otherwise verify (a malleable token)
  const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = decode(header) as { alg?: unknown };
    const payload = decode(body) as Record<string, unknown> | null;
    if (head?.alg !== 'HS256' || !payload || typeof payload !== 'object') return null;
    if (payload.typ !== use) return null;
    if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds()) return null;
    return payload;
  } catch {
    return null;
  }
}
