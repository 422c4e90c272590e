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

export type CodePurpose = 'first_access' | 'staff_reset' | 'email_change' | 'kit_signature';
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
        : randomDigits(purpose === 'kit_signature' ? 6 : 7); // typed by a person (issue 33: signing takes 6)
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

/**
 * Checks the subject's live code; `consume` spends it when right. A wrong try counts.
 *
 * The try is judged by the one UPDATE that counts it: `attempts < MAX_CODE_ATTEMPTS` is read again
 * under the row's lock by each concurrent try (issue 31 §5). Read first and counted after, 30 wrong
 * codes sent at once to the PostgreSQL server were all judged against the 0 they had read (attempts
 * reached 39), and a right guess among them would have passed a locked code. A right code adds 0
 * and, with `consume`, is spent by the same statement, so a twin request sent with it finds it spent.
 */
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
  if (!row) return 'wrong';
  const right = safeEqual(row.codeHash, sha256(code));
  const judged = await db
    .update(accessCode)
    .set({
      attempts: right ? accessCode.attempts : sql`${accessCode.attempts} + 1`,
      ...(right && consume ? { usedAt: new Date() } : {}),
    })
    .where(
      and(
        eq(accessCode.id, row.id),
        isNull(accessCode.usedAt),
        gt(accessCode.expiresAt, new Date()),
        lt(accessCode.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: accessCode.id });
  // expired, locked by wrong tries (maybe by concurrent ones), or spent by a twin of this request
  if (judged.length === 0) return 'expired';
  return right ? 'ok' : 'wrong';
}

/** The candidate access link of docs/design.md §4. */
export const accessLink = (appUrl: string, login: string, code: string) =>
  `${appUrl}/?u=${encodeURIComponent(login)}&l=${encodeURIComponent(code)}`;

export const ACCESS_LINK_TTL_MINUTES = 30 * 24 * 60;
export const RESET_LINK_TTL_MINUTES = 24 * 60;
export const STAFF_CODE_TTL_MINUTES = 15;
