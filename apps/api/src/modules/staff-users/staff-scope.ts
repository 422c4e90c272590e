/**
 * Which staff users a caller may see and change (decision 009). Staff administration follows client
 * membership, not the admin account: a user exists for the caller only when every client of that
 * user is among the caller's clients (a user of 041 and 042 is out of reach of an ADMIN of 041
 * only, so that ADMIN can never take over an account that reads 042). Removed users exist for
 * nobody. Everything else answers 404, as an id of another client does.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { CONFIG_MSG } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { staffUser } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';

/** The where-condition on staff_user of the users `actor` may see. */
export function visibleStaff(actor: Pick<StaffActor, 'codadm' | 'clients'>): SQL {
  const mine = actor.clients.length
    ? sql.join(
        actor.clients.map((c) => sql`(m.codadm = ${c.CODADM} and m.codcli = ${c.CODCLI})`),
        sql` or `,
      )
    : sql`false`;
  return and(
    eq(staffUser.codadm, actor.codadm),
    isNull(staffUser.excluidoEm),
    sql`not exists (select 1 from membership m where m.codusuario = ${staffUser.codusuario} and not (${mine}))`,
  )!;
}

/**
 * Inside a transaction: locks the user's row when the caller may change it, else 404. Membership
 * changes lock the same row first, so the check cannot race with another administrator's grant.
 */
export async function lockVisibleStaff(tx: Db, actor: StaffActor, id: number): Promise<void> {
  const locked = await tx
    .select({ id: staffUser.codusuario })
    .from(staffUser)
    .where(and(eq(staffUser.codusuario, id), eq(staffUser.codadm, actor.codadm)))
    .for('update');
  // checked by a second statement, so its snapshot sees grants committed while we waited for the lock
  const [visible] = locked.length
    ? await tx
        .select({ id: staffUser.codusuario })
        .from(staffUser)
        .where(and(eq(staffUser.codusuario, id), visibleStaff(actor)))
    : [];
  if (!visible) throw notFound(CONFIG_MSG.userNotFound);
}

/** The caller's clients (CODCLI) in its own admin account: what it may grant. */
export const ownClients = (actor: StaffActor) =>
  actor.clients.filter((c) => c.CODADM === actor.codadm).map((c) => c.CODCLI);
