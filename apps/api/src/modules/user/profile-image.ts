/** GET /image/profile/{CODUSUARIO}: one's own photo, or of a staff user within one's reach (decision 009). */
import { and, eq } from 'drizzle-orm';
import { MSG } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { staffUser } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/actor.ts';
import { visibleStaff } from '../staff-users/staff-scope.ts';

export async function getProfileImage(db: Db, actor: StaffActor, codusuario: number) {
  const [row] = await db
    .select({ foto: staffUser.foto, mime: staffUser.fotoMime })
    .from(staffUser)
    .where(and(eq(staffUser.codusuario, codusuario), visibleStaff(actor)))
    .limit(1);
  if (!row?.foto || !row.mime) throw notFound(MSG.notFound);
  return { bytes: row.foto, mime: row.mime };
}
