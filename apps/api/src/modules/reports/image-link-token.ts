/**
 * Expiring signed links to one stored file (LINK_IMAGENS). The token is a JWT, HS256, signed with
 * the API's token secret; `typ: 'image-link'` keeps it from ever passing as an access token (whose
 * check demands `typ: 'access'`), and an access token never passes here. The documents branch
 * serves GET /api/candidate/images/link/{token} with verifyImageLink.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const IMAGE_LINK_TTL_SECONDS = 7 * 24 * 3600;

export interface ImageLinkClaims {
  adm: number;
  cli: string;
  /** 'c:{CODCANDIDATO}' */
  sub: `c:${number}`;
  doc: number;
  img: number;
  exp: number;
}

/** Signs synchronously with node:crypto: a sheet may hold thousands of links. */
export function signImageLink(
  claims: Omit<ImageLinkClaims, 'exp'>,
  secret: string,
  ttlSeconds = IMAGE_LINK_TTL_SECONDS,
): string {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${b64({ alg: 'HS256' })}.${b64({ ...claims, typ: 'image-link', iat: now, exp: now + ttlSeconds })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function verifyImageLink(token: string, secret: string): ImageLinkClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (head.alg !== 'HS256' || p.typ !== 'image-link') return null;
    if (typeof p.exp !== 'number' || p.exp <= Math.floor(Date.now() / 1000)) return null;
    if (typeof p.sub !== 'string' || !/^c:\d+$/.test(p.sub)) return null;
    if (typeof p.adm !== 'number' || typeof p.cli !== 'string') return null;
    if (typeof p.doc !== 'number' || typeof p.img !== 'number') return null;
    return { adm: p.adm, cli: p.cli, sub: p.sub as `c:${number}`, doc: p.doc, img: p.img, exp: p.exp };
  } catch {
    return null;
  }
}
