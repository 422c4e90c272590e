/**
 * Print-link tokens (spec 1 §3, §6; DESIGN.md §4): HS256 JWTs like the access tokens, with
 * typ 'print', adm, cli, sub (the candidate id), perm (letters A–I) and exp. The typ keeps a print
 * token from ever working as an access token and the other way round.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export interface PrintClaims {
  adm: number;
  cli: string;
  sub: number;
  perm: string;
  /** seconds since the epoch */
  exp: number;
}

export async function signPrintToken(c: PrintClaims, secret: string): Promise<string> {
  return new SignJWT({ typ: 'print', adm: c.adm, cli: c.cli, perm: c.perm })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(c.sub))
    .setIssuedAt()
    .setExpirationTime(c.exp)
    .sign(new TextEncoder().encode(secret));
}

/** The claims of a valid, unexpired print token; null for anything else. */
export function verifyPrintToken(token: string, secret: string): PrintClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (head.alg !== 'HS256' || p.typ !== 'print') return null;
    if (typeof p.exp !== 'number' || p.exp <= Math.floor(Date.now() / 1000)) return null;
    // spec 1 §6: a token lacking adm or cli is invalid
    if (typeof p.adm !== 'number' || typeof p.cli !== 'string' || !/^\d{3}$/.test(p.cli)) return null;
    if (typeof p.sub !== 'string' || !/^\d{1,10}$/.test(p.sub) || typeof p.perm !== 'string') return null;
    return { adm: p.adm, cli: p.cli, sub: Number(p.sub), perm: p.perm, exp: p.exp };
  } catch {
    return null;
  }
}
