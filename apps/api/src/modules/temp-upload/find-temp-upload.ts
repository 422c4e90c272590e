/**
 * GET /temporary/{TOKEN}: the file while its 60 minutes last, to the signed-in user who sent it;
 * to anyone else, and afterwards, it reads as missing. A link that leaks (a chat, a browser
 * history, a log) opens nothing.
 */
import { and, eq, gt } from 'drizzle-orm';
import { DOC_MSG } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { tempUpload } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';

export async function findTempUpload(db: Db, token: string, owner: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(tempUpload)
    .where(and(eq(tempUpload.token, token), eq(tempUpload.owner, owner), gt(tempUpload.expiresAt, now)))
    .limit(1);
  if (!row) throw notFound(DOC_MSG.tempExpired);
  return row;
}
