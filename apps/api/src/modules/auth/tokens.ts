/**
 * Access tokens (short-lived JWT, HS256) and refresh tokens (random, stored hashed,
 * rotated on use; presenting a spent one revokes its whole family — DESIGN.md §4).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { refreshToken } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export type Subject = `u:${number}` | `c:${number}`;

export interface AccessClaims {
  sub: Subject;
  adm: number;
  /** candidate's client; staff carry their client in X-Cliente */
  cli?: string;
  role: 'ADMIN' | 'MANAGER' | 'CANDIDATO';
  /** session version: bumping it in the database ends every session at once */
  sv: number;
}

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(claims: AccessClaims, s: TokenSettings): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + s.accessTtlSeconds)
    .sign(key(s.secret));
}

/**
 * Verifies an HS256 access token with node:crypto, synchronously: this runs on every
 * request, and jose's asynchronous WebCrypto path cost as much as the request's query.
 * Only the header {"alg":"HS256"} is accepted (no 'none', no algorithm confusion).
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (head.alg !== 'HS256') return null;
    if (typeof payload.exp !== 'number' || payload.exp <= Math.floor(Date.now() / 1000)) return null;
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || !/^[uc]:\d+$/.test(payload.sub))
      return null;
    return {
      sub: payload.sub as Subject,
      adm: Number(payload.adm),
      cli: typeof payload.cli === 'string' ? payload.cli : undefined,
      role: payload.role as AccessClaims['role'],
      sv: Number(payload.sv),
    };
  } catch {
    return null;
  }
}

export async function issueRefreshToken(
  db: Db,
  subject: Subject,
  s: TokenSettings,
  family: string = randomUUID(),
) {
  const token = randomToken();
  await db.insert(refreshToken).values({
    family,
    subject,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + s.refreshTtlDays * 86400_000),
  });
  return token;
}

export type RotateResult = { ok: true; subject: Subject; token: string } | { ok: false; reused: boolean };

/** Spends a refresh token and issues its successor in the same family. */
export async function rotateRefreshToken(db: Db, presented: string, s: TokenSettings): Promise<RotateResult> {
  const hash = sha256(presented);
  const [row] = await db.select().from(refreshToken).where(eq(refreshToken.tokenHash, hash)).limit(1);
  if (!row || row.revokedAt || row.expiresAt < new Date()) return { ok: false, reused: false };
  const spent = await db
    .update(refreshToken)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.usedAt)))
    .returning({ id: refreshToken.id });
  if (spent.length === 0) {
    // a token used twice means it was copied: end the whole sign-in
    await revokeFamily(db, row.family);
    return { ok: false, reused: true };
  }
  const token = await issueRefreshToken(db, row.subject as Subject, s, row.family);
  return { ok: true, subject: row.subject as Subject, token };
}

export async function revokeFamily(db: Db, family: string) {
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshToken.family, family), isNull(refreshToken.revokedAt)));
}

export async function revokeByToken(db: Db, presented: string) {
  const [row] = await db
    .select({ family: refreshToken.family })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, sha256(presented)))
    .limit(1);
  if (row) await revokeFamily(db, row.family);
}

export async function revokeAllForSubject(db: Db, subject: Subject) {
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshToken.subject, subject), isNull(refreshToken.revokedAt)));
}
