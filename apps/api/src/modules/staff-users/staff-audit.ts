/** The audit row of a staff-user change (who changed whom, and to what; never a password). */
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';

export const auditStaff = (db: Db, actor: StaffActor, id: number, action: string, newValue?: unknown) =>
  writeAudit(db, {
    actor: actor.subject,
    codadm: actor.codadm,
    codcli: actor.tenant?.CODCLI ?? null,
    entity: 'staff_user',
    entityId: id,
    action,
    newValue,
  });
