/** GET /image/profile/{CODUSUARIO}: staff of the same admin account may see each other's photo. */
import { and, eq } from 'drizzle-orm';
import { MSG } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { staffUser } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';

export async function getProfileImage(db: Db, codadm: number, codusuario: number) {
  const [row] = await db
    .select({ foto: staffUser.foto, mime: staffUser.fotoMime })
    .from(staffUser)
    .where(and(eq(staffUser.codusuario, codusuario), eq(staffUser.codadm, codadm)))
    .limit(1);
  if (!row?.foto || !row.mime) throw notFound(MSG.notFound);
  return { bytes: row.foto, mime: row.mime };
}
