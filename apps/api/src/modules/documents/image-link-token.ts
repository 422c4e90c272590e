/**
 * Expiring signed links to one stored file (LINK_IMAGENS). The token is a JWT, HS256, signed with
 * the API's token secret; `typ: 'image-link'` keeps it from ever passing as an access token (whose
 * check demands `typ: 'access'`), and an access token never passes here. The documents branch
 * serves GET /api/candidate/images/link/{token} with verifyImageLink.
 */
import { nowSeconds, signToken, verifyToken } from '../../lib/hs256-token.ts';

export const IMAGE_LINK_TTL_SECONDS = 7 * 24 * 3600;

export interface ImageLinkClaims {
  /** the recorded sheet (shared_link.id): the link is honoured only while it is live */
  lid: number;
  adm: number;
  cli: string;
  /** 'c:{CODCANDIDATO}' */
  sub: `c:${number}`;
  doc: number;
  img: number;
  exp: number;
}

/** Synchronous: a sheet may hold thousands of links. */
export function signImageLink(
  claims: Omit<ImageLinkClaims, 'exp'>,
  secret: string,
  ttlSeconds = IMAGE_LINK_TTL_SECONDS,
): string {
  return signToken('image-link', { ...claims }, nowSeconds() + ttlSeconds, secret);
}

export function verifyImageLink(token: string, secret: string): ImageLinkClaims | null {
  const p = verifyToken(token, 'image-link', secret);
  if (!p) return null;
  if (typeof p.sub !== 'string' || !/^c:\d+$/.test(p.sub)) return null;
  if (typeof p.adm !== 'number' || typeof p.cli !== 'string') return null;
  if (typeof p.doc !== 'number' || typeof p.img !== 'number') return null;
  if (!Number.isSafeInteger(p.lid) || (p.lid as number) < 1) return null;
  return {
    lid: p.lid as number,
    adm: p.adm,
    cli: p.cli,
    sub: p.sub as `c:${number}`,
    doc: p.doc,
    img: p.img,
    exp: p.exp as number,
  };
}
