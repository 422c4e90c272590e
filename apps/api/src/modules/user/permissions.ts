/** GET /user/permissions/{CODUSUARIO}: own flags; an ADMIN may read those of the users within its reach. */
import { and, eq } from 'drizzle-orm';
import { MSG, type PermissionSet } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { staffUser } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { permissionColumns, permissionsOf, type StaffActor } from '../auth/index.ts';
import { visibleStaff } from '../staff-users/index.ts';

export async function getPermissions(db: Db, actor: StaffActor, codusuario: number): Promise<PermissionSet> {
  if (codusuario === actor.codusuario) return actor.permissions;
  if (actor.role !== 'ADMIN') throw notFound(MSG.userNotFound);
  const [row] = await db
    .select(permissionColumns)
    .from(staffUser)
    .where(and(eq(staffUser.codusuario, codusuario), visibleStaff(actor)))
    .limit(1);
  if (!row) throw notFound(MSG.userNotFound);
  return permissionsOf(row);
}
