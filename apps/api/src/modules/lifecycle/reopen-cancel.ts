/** POST /candidate/reopen (8 or 9 → 7, DATFINALIZACAO cleared) and /candidate/cancel (→ 9). */
import { sql } from 'drizzle-orm';
import {
  ESOCIAL_EXCLUSION_MSG,
  LIFECYCLE_LOG_NOTES,
  LIFECYCLE_MESSAGES,
  LIFECYCLE_RULES,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../auth/index.ts';
import { loadForAction } from './load-for-action.ts';
import { revokeLinksOfCandidate } from '../shared-links/index.ts';
import { applyTransition, statusAnswer } from '../candidate-status/index.ts';
import { eventToExcludeOf } from '../esocial-transmit/index.ts';

export async function reopenCandidate(ctx: AppContext, actor: StaffActor, tenant: TenantRef, id: number) {
  const record = await loadForAction(ctx.db, actor, tenant, id, 'reopen');
  const to = LIFECYCLE_RULES.reopen.target;
  await ctx.db.transaction((tx) =>
    applyTransition(tx, {
      event: 'reopen',
      actor,
      tenant,
      codcandidato: id,
      from: record.CODSTATUS,
      to,
      note: LIFECYCLE_LOG_NOTES.reopened,
      set: [sql`datfinalizacao = null`],
      auditAction: 'reopen',
      appUrl: ctx.config.appUrl,
    }),
  );
  return statusAnswer(id, to, LIFECYCLE_MESSAGES.reopened);
}

export async function cancelCandidate(ctx: AppContext, actor: StaffActor, tenant: TenantRef, id: number) {
  const record = await loadForAction(ctx.db, actor, tenant, id, 'cancel');
  const to = LIFECYCLE_RULES.cancel.target;
  await ctx.db.transaction(async (tx) => {
    await applyTransition(tx, {
      event: 'cancel',
      actor,
      tenant,
      codcandidato: id,
      from: record.CODSTATUS,
      to,
      note: LIFECYCLE_LOG_NOTES.cancelled,
      auditAction: 'cancel',
      appUrl: ctx.config.appUrl,
    });
    await revokeLinksOfCandidate(tx, tenant, id, actor.codusuario);
  });
  // an event eSocial received stays there: the staff is told the S-3000 is now offered (decision 083)
  const toExclude = await eventToExcludeOf(ctx.db, tenant, id);
  const answer = statusAnswer(id, to, LIFECYCLE_MESSAGES.cancelled);
  return toExclude ? { ...answer, AVISO_ESOCIAL: ESOCIAL_EXCLUSION_MSG.afterCancel(toExclude) } : answer;
}
