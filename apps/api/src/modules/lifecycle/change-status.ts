/**
 * POST /candidate/data/change by staff (spec 3 §4, §5): to 5, 11, 12 or 14, not the current one,
 * with a note (≤ 200) that becomes the candidate's status observation (OBSSTATUS) and the log note.
 * Not from 8 or 9: those end states are left through Reabrir, which has its own permission flag.
 */
import { sql } from 'drizzle-orm';
import { LIFECYCLE_MESSAGES, STAFF_TARGET_STATUSES, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { loadForAction } from './load-for-action.ts';
import { applyTransition, statusAnswer } from '../candidate-status/index.ts';

export async function changeStatusByStaff(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  input: { CODCANDIDATO: number; CODSTATUS: number; OBSSTATUS: string },
) {
  const id = input.CODCANDIDATO;
  const record = await loadForAction(ctx.db, actor, tenant, id, 'changeStatus');
  if (!(STAFF_TARGET_STATUSES as readonly number[]).includes(input.CODSTATUS))
    throw badRequest(LIFECYCLE_MESSAGES.statusNotAllowed, { field: 'CODSTATUS' });
  if (input.CODSTATUS === record.CODSTATUS)
    throw badRequest(LIFECYCLE_MESSAGES.sameStatus, { field: 'CODSTATUS' });
  await ctx.db.transaction((tx) =>
    applyTransition(tx, {
      event: 'changeStatus',
      actor,
      tenant,
      codcandidato: id,
      from: record.CODSTATUS,
      to: input.CODSTATUS,
      note: input.OBSSTATUS,
      set: [sql`obsstatus = ${input.OBSSTATUS}`],
      auditAction: 'status',
      appUrl: ctx.config.appUrl,
      mail: { note: input.OBSSTATUS },
    }),
  );
  return statusAnswer(id, input.CODSTATUS, LIFECYCLE_MESSAGES.statusChanged);
}
