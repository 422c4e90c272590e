/** GET /temporary/{TOKEN}: the file while its 60 minutes last; afterwards it reads as missing. */
import { and, eq, gt } from 'drizzle-orm';
import { DOC_MSG } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { tempUpload } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';

export async function findTempUpload(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(tempUpload)
    .where(and(eq(tempUpload.token, token), gt(tempUpload.expiresAt, now)))
    .limit(1);
  if (!row) throw notFound(DOC_MSG.tempExpired);
  return row;
}
