/**
 * Access tokens (short-lived JWT, HS256) and refresh tokens (random, stored hashed, rotated on
 * use; presenting a spent one ends its whole sign-in — docs/design.md §4). A sign-in is a row of
 * `auth_session`; its id is the refresh tokens' family and the access tokens' `sid`, so ending it
 * ends both at once (plugins/auth.ts reads the row with the account on every request).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSession, refreshToken } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { nowSeconds, signToken, verifyToken } from '../../lib/hs256-token.ts';

export type Subject = `u:${number}` | `c:${number}`;

export interface AccessClaims {
  sub: Subject;
  adm: number;
  /** candidate's client; staff carry their client in X-Cliente */
  cli?: string;
  role: 'ADMIN' | 'MANAGER' | 'CANDIDATO';
  /** session version: bumping it in the database ends every session of the account at once */
  sv: number;
  /** the sign-in (auth_session.id): ending it ends this token at once */
  sid: string;
}

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

const SID_RE = /^[0-9a-f-]{36}$/;

export async function signAccessToken(claims: AccessClaims, s: TokenSettings): Promise<string> {
  return signToken('access', { ...claims }, nowSeconds() + s.accessTtlSeconds, s.secret);
}

/** Checked on every request (lib/hs256-token.ts). A token without a session id is not accepted. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  const payload = verifyToken(token, 'access', secret);
  if (!payload || typeof payload.sub !== 'string' || !/^[uc]:\d+$/.test(payload.sub)) return null;
  if (typeof payload.sid !== 'string' || !SID_RE.test(payload.sid)) return null;
  return {
    sub: payload.sub as Subject,
    adm: Number(payload.adm),
    cli: typeof payload.cli === 'string' ? payload.cli : undefined,
    role: payload.role as AccessClaims['role'],
    sv: Number(payload.sv),
    sid: payload.sid,
  };
}

async function issueRefreshToken(db: Db, subject: Subject, s: TokenSettings, family: string) {
  const token = randomToken();
  await db.insert(refreshToken).values({
    family,
    subject,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + s.refreshTtlDays * 86400_000),
  });
  return token;
}

/** A new sign-in: its session row and first refresh token. */
export async function openSession(db: Db, subject: Subject, s: TokenSettings) {
  const sid = randomUUID();
  await db
    .insert(authSession)
    .values({ id: sid, subject, expiresAt: new Date(Date.now() + s.refreshTtlDays * 86400_000) });
  return { sid, refreshToken: await issueRefreshToken(db, subject, s, sid) };
}

export type RotateResult =
  { ok: true; subject: Subject; sid: string; token: string } | { ok: false; reused: boolean };

/**
 * How long a spent refresh token may come back once, from the client that spent it, when its
 * successor was never used. A renewal cut off by the browser (a reload, a link followed, a tab
 * closed while `POST /auth/refresh` is in flight) is spent on the server while its answer, the new
 * cookie, never reaches the browser: the next page presents the spent token again. Without this
 * window that ends the sign-in of a user who did nothing wrong (decision 010, "A renewal cut off");
 * from another client (client-binding.ts) it is a copy, and ends the sign-in.
 */
export const REPLAY_GRACE_MS = 15_000;

/**
 * Spends a refresh token and issues its successor in the same sign-in. `client` is who presents it
 * (client-binding.ts): recorded on the spent token, and the only client its grace renewal serves.
 */
export async function rotateRefreshToken(
  db: Db,
  presented: string,
  s: TokenSettings,
  client: string,
): Promise<RotateResult> {
  const hash = sha256(presented);
  const [row] = await db.select().from(refreshToken).where(eq(refreshToken.tokenHash, hash)).limit(1);
  if (!row || row.expiresAt < new Date()) return { ok: false, reused: false };
  if (row.revokedAt) {
    // revoked with its sign-in (nothing left to end) or alone: a successor lost and replaced, whose
    // coming back can only be a copy — it ends the sign-in
    await revokeSession(db, row.family);
    return { ok: false, reused: true };
  }
  // spent and succeeded together: a concurrent call waits for the spend's row lock and then finds
  // the successor already there (takeOverLostSuccessor looks for it)
  const token = await db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshToken)
      .set({ usedAt: new Date(), usedBy: client })
      .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.usedAt)))
      .returning({ id: refreshToken.id });
    if (spent.length === 0 && !(await takeOverLostSuccessor(tx, row, client))) return null;
    return issueRefreshToken(tx, row.subject as Subject, s, row.family);
  });
  if (!token) {
    // a token used twice means it was copied: end the whole sign-in, access tokens included
    await revokeSession(db, row.family);
    return { ok: false, reused: true };
  }
  return { ok: true, subject: row.subject as Subject, sid: row.family, token };
}

/**
 * A spent token back within REPLAY_GRACE_MS, from the client that spent it, whose successor was
 * never presented: the browser never received that successor, so it is revoked now (presenting it
 * later ends the sign-in) and the caller gets a new one. Once the successor has been used, the
 * client did receive it, and the old token coming back can only be a copy; so is the token coming
 * back from another client (another browser, another network). Two replays racing each other: one
 * wins the update.
 */
async function takeOverLostSuccessor(
  db: Db,
  row: typeof refreshToken.$inferSelect,
  client: string,
): Promise<boolean> {
  // read unspent and spent by a concurrent call since: read when, and by whom
  const spend = row.usedAt ? row : await currentSpend(db, row.id);
  if (!spend?.usedAt || Date.now() - spend.usedAt.getTime() > REPLAY_GRACE_MS) return false;
  if (spend.usedBy !== client) return false;
  const [successor] = await db
    .select({ id: refreshToken.id, usedAt: refreshToken.usedAt, revokedAt: refreshToken.revokedAt })
    .from(refreshToken)
    .where(and(eq(refreshToken.family, row.family), gt(refreshToken.id, row.id)))
    .orderBy(asc(refreshToken.id))
    .limit(1);
  if (!successor || successor.usedAt || successor.revokedAt) return false;
  const taken = await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(refreshToken.id, successor.id), isNull(refreshToken.usedAt), isNull(refreshToken.revokedAt)),
    )
    .returning({ id: refreshToken.id });
  return taken.length === 1;
}

/** The row was read unspent and a concurrent call spent it since: when, and by which client. */
async function currentSpend(db: Db, id: number) {
  const [r] = await db
    .select({ usedAt: refreshToken.usedAt, usedBy: refreshToken.usedBy })
    .from(refreshToken)
    .where(eq(refreshToken.id, id))
    .limit(1);
  return r;
}

/** Ends one sign-in: its refresh tokens and, through `sid`, its access tokens. */
export async function revokeSession(db: Db, sid: string) {
  const now = new Date();
  await db
    .update(authSession)
    .set({ revokedAt: now })
    .where(and(eq(authSession.id, sid), isNull(authSession.revokedAt)));
  await db
    .update(refreshToken)
    .set({ revokedAt: now })
    .where(and(eq(refreshToken.family, sid), isNull(refreshToken.revokedAt)));
}

/** Logout with a refresh token: ends the sign-in it belongs to (unknown tokens change nothing). */
export async function revokeByToken(db: Db, presented: string) {
  const [row] = await db
    .select({ family: refreshToken.family })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, sha256(presented)))
    .limit(1);
  if (row) await revokeSession(db, row.family);
}

/** Ends every sign-in of an account (password change, disable, removal, reset). */
export async function revokeAllForSubject(db: Db, subject: Subject) {
  const now = new Date();
  await db
    .update(authSession)
    .set({ revokedAt: now })
    .where(and(eq(authSession.subject, subject), isNull(authSession.revokedAt)));
  await db
    .update(refreshToken)
    .set({ revokedAt: now })
    .where(and(eq(refreshToken.subject, subject), isNull(refreshToken.revokedAt)));
}
