/**
 * Single-use, expiring codes: the candidate access link (first access and reset), the
 * 7-digit staff reset code and the 7-digit code that confirms a candidate's new e-mail. Only their SHA-256 is stored; wrong tries are counted.
 */
import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessCode } from '../../db/schema.ts';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/crypto.ts';
import { rowsOf } from '../../lib/rows.ts';

export type CodePurpose = 'first_access' | 'staff_reset' | 'email_change';
export const MAX_CODE_ATTEMPTS = 5;

/**
 * A candidate's link code the server can show again (the access-link dialog of the staff view,
 * issue 14): an HMAC of the row's id with the app's secret, so the table still keeps only the
 * hash, and a copied database alone gives no working link.
 */
const derivedCode = (secret: string, id: number) =>
  createHmac('sha256', secret).update(`access_code:${id}`).digest('base64url').slice(0, 24);

/**
 * Issues a new code and retires the subject's earlier ones of the same purpose. With `secret`
 * (candidate links) the code is derived from the row (derivedCode) and can be shown again with
 * currentLinkCode; without it, it is random and known only to whoever receives it now.
 */
export async function issueCode(
  db: Db,
  purpose: CodePurpose,
  subject: string,
  ttlMinutes: number,
  secret?: string,
  /** email_change: the address the code confirms */
  newEmail?: string,
): Promise<string> {
  await db
    .update(accessCode)
    .set({ usedAt: new Date() })
    .where(and(eq(accessCode.subject, subject), eq(accessCode.purpose, purpose), isNull(accessCode.usedAt)));
  const [next] = secret
    ? rowsOf<{ id: number }>(
        await db.execute(sql`select nextval(pg_get_serial_sequence('access_code', 'id'))::int as id`),
      )
    : [];
  const code =
    next && secret
      ? derivedCode(secret, Number(next.id))
      : purpose === 'first_access'
        ? randomToken(18)
        : randomDigits(7); // typed by a person: the staff reset code, the e-mail change code
  await db.insert(accessCode).values({
    ...(next ? { id: Number(next.id) } : {}),
    purpose,
    subject,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    newEmail: newEmail ?? null,
  });
  return code;
}

/**
 * The subject's live candidate-link code and when it expires, or null: none issued, spent,
 * expired, locked by wrong tries, or random (issued before codes were derived).
 */
export async function currentLinkCode(
  db: Db,
  subject: string,
  secret: string,
): Promise<{ code: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ id: accessCode.id, codeHash: accessCode.codeHash, expiresAt: accessCode.expiresAt })
    .from(accessCode)
    .where(
      and(
        eq(accessCode.subject, subject),
        eq(accessCode.purpose, 'first_access'),
        isNull(accessCode.usedAt),
        gt(accessCode.expiresAt, new Date()),
        lt(accessCode.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .orderBy(desc(accessCode.id))
    .limit(1);
  if (!row) return null;
  const code = derivedCode(secret, row.id);
  return safeEqual(row.codeHash, sha256(code)) ? { code, expiresAt: row.expiresAt } : null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired';

/** Checks the subject's live code; `consume` spends it when right. A wrong try counts. */
export async function checkCode(
  db: Db,
  purpose: CodePurpose,
  subject: string,
  code: string,
  consume: boolean,
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(accessCode)
    .where(and(eq(accessCode.subject, subject), eq(accessCode.purpose, purpose), isNull(accessCode.usedAt)))
    .orderBy(desc(accessCode.id))
    .limit(1);
  if (!row || row.expiresAt < new Date() || row.attempts >= MAX_CODE_ATTEMPTS)
    return row ? 'expired' : 'wrong';
  if (!safeEqual(row.codeHash, sha256(code))) {
    await db
      .update(accessCode)
      .set({ attempts: sql`${accessCode.attempts} + 1` })
      .where(eq(accessCode.id, row.id));
    return 'wrong';
  }
  if (consume) {
    const spent = await db
      .update(accessCode)
      .set({ usedAt: new Date() })
      .where(and(eq(accessCode.id, row.id), isNull(accessCode.usedAt)))
      .returning({ id: accessCode.id });
    if (spent.length === 0) return 'wrong';
  }
  return 'ok';
}

/** The candidate access link of docs/design.md §4. */
export const accessLink = (appUrl: string, login: string, code: string) =>
  `${appUrl}/?u=${encodeURIComponent(login)}&l=${encodeURIComponent(code)}`;

export const ACCESS_LINK_TTL_MINUTES = 30 * 24 * 60;
export const RESET_LINK_TTL_MINUTES = 24 * 60;
export const STAFF_CODE_TTL_MINUTES = 15;
