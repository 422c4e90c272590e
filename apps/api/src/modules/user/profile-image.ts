/**
 * GET /image/profile/{CODUSUARIO}: one's own photo, or of a staff user within one's reach (decision
 * 009). A user with no photo gets the default avatar (200), so no staff page logs a 404 for the
 * header's avatar; a user out of reach (another client or account, unknown) stays 404.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { staffUser } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { visibleStaff } from '../staff-users/index.ts';

const DEFAULT_AVATAR = readFileSync(new URL('../../../assets/default-avatar.svg', import.meta.url));

export async function getProfileImage(db: Db, actor: StaffActor, codusuario: number) {
  const [row] = await db
    .select({ foto: staffUser.foto, mime: staffUser.fotoMime })
    .from(staffUser)
    .where(and(eq(staffUser.codusuario, codusuario), visibleStaff(actor)))
    .limit(1);
  if (!row) throw notFound(MSG.notFound);
  if (!row.foto || !row.mime) return { bytes: DEFAULT_AVATAR, mime: 'image/svg+xml' };
  return { bytes: row.foto, mime: row.mime };
}
