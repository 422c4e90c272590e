/**
 * Access tokens (short-lived JWT, HS256) and refresh tokens (random, stored hashed,
 * rotated on use; presenting a spent one revokes its whole family — DESIGN.md §4).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshToken } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { nowSeconds, signToken, verifyToken } from '../../lib/hs256-token.ts';

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

export async function signAccessToken(claims: AccessClaims, s: TokenSettings): Promise<string> {
  return signToken('access', { ...claims }, nowSeconds() + s.accessTtlSeconds, s.secret);
}

/** Checked on every request (lib/hs256-token.ts). */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  const payload = verifyToken(token, 'access', secret);
  if (!payload || typeof payload.sub !== 'string' || !/^[uc]:\d+$/.test(payload.sub)) return null;
  return {
    sub: payload.sub as Subject,
    adm: Number(payload.adm),
    cli: typeof payload.cli === 'string' ? payload.cli : undefined,
    role: payload.role as AccessClaims['role'],
    sv: Number(payload.sv),
  };
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
