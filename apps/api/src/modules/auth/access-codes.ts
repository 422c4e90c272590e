/**
 * Single-use, expiring codes: the candidate access link (first access and reset) and the
 * 7-digit staff reset code. Only their SHA-256 is stored; wrong tries are counted.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessCode } from '../../db/schema.ts';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/crypto.ts';

export type CodePurpose = 'first_access' | 'staff_reset';
export const MAX_CODE_ATTEMPTS = 5;

/** Issues a new code and retires the subject's earlier ones of the same purpose. */
export async function issueCode(
  db: Db,
  purpose: CodePurpose,
  subject: string,
  ttlMinutes: number,
): Promise<string> {
  const code = purpose === 'staff_reset' ? randomDigits(7) : randomToken(18);
  await db
    .update(accessCode)
    .set({ usedAt: new Date() })
    .where(and(eq(accessCode.subject, subject), eq(accessCode.purpose, purpose), isNull(accessCode.usedAt)));
  await db.insert(accessCode).values({
    purpose,
    subject,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return code;
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

/** The candidate access link of DESIGN.md §4. */
export const accessLink = (appUrl: string, login: string, code: string) =>
  `${appUrl}/?u=${encodeURIComponent(login)}&l=${encodeURIComponent(code)}`;

export const ACCESS_LINK_TTL_MINUTES = 30 * 24 * 60;
export const RESET_LINK_TTL_MINUTES = 24 * 60;
export const STAFF_CODE_TTL_MINUTES = 15;
