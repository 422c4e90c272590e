/**
 * Print-link tokens (spec 1 §3, §6; docs/design.md §4): HS256 JWTs like the access tokens, with
 * typ 'print', adm, cli, sub (the candidate id), perm (letters A–I) and exp. The typ keeps a print
 * token from ever working as an access token and the other way round.
 */
import { signToken, verifyToken } from '../../lib/hs256-token.ts';

export interface PrintClaims {
  /** the recorded link (shared_link.id): the token is honoured only while it is live */
  lid: number;
  adm: number;
  cli: string;
  sub: number;
  perm: string;
  /** seconds since the epoch */
  exp: number;
}

export async function signPrintToken(c: PrintClaims, secret: string): Promise<string> {
  return signToken(
    'print',
    { lid: c.lid, adm: c.adm, cli: c.cli, perm: c.perm, sub: String(c.sub) },
    c.exp,
    secret,
  );
}

/** The claims of a valid, unexpired print token; null for anything else. */
export function verifyPrintToken(token: string, secret: string): PrintClaims | null {
  const p = verifyToken(token, 'print', secret);
  if (!p) return null;
  // spec 1 §6: a token lacking adm or cli is invalid
  if (typeof p.adm !== 'number' || typeof p.cli !== 'string' || !/^\d{3}$/.test(p.cli)) return null;
  if (typeof p.sub !== 'string' || !/^\d{1,10}$/.test(p.sub) || typeof p.perm !== 'string') return null;
  if (!Number.isSafeInteger(p.lid) || (p.lid as number) < 1) return null;
  return {
    lid: p.lid as number,
    adm: p.adm,
    cli: p.cli,
    sub: Number(p.sub),
    perm: p.perm,
    exp: p.exp as number,
  };
}
