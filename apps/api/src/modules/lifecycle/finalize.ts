/**
 * POST /candidate/finalize and /candidate/resend (spec 3 §4; docs/design.md §3). Finalize: with pending
 * items (refused documents, invalid sections) → 6 and the pending e-mail; otherwise → 8 with
 * DATFINALIZACAO (and its e-mail). Reenviar Pendente → 13 and the pending e-mail again. The e-mails
 * are the transition's (MAIL_EVENTS, decision 048), queued in the same transaction.
 */
import { sql } from 'drizzle-orm';
import {
  awaitingCheckMessage,
  finalizeTarget,
  LIFECYCLE_LOG_NOTES,
  LIFECYCLE_MESSAGES,
  LIFECYCLE_RULES,
  type PendingItem,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { documentsOf } from '../documents/index.ts';
import { loadForAction } from './load-for-action.ts';
import { listPendingItems } from './pending-items.ts';
import { applyTransition, statusAnswer } from '../candidate-status/index.ts';

const summary = (items: PendingItem[]) =>
  items
    .map((i) => `${i.TITULO}: ${i.DETALHE}`)
    .join(' | ')
    .slice(0, 400);

export async function finalizeCandidate(ctx: AppContext, actor: StaffActor, tenant: TenantRef, id: number) {
  const record = await loadForAction(ctx.db, actor, tenant, id, 'finalize');
  // the checking screen's rule, enforced here for every caller: what was sent (or is required)
  // has been looked at, approved or refused, before the candidate moves on
  const unchecked = awaitingCheckMessage(await documentsOf(ctx.db, tenant, record));
  if (unchecked) throw new HttpError(409, unchecked);
  const items = await listPendingItems(ctx.db, tenant, record);
  const to = finalizeTarget(items.length > 0);
  const pending = items.length > 0;
  await ctx.db.transaction(async (tx) => {
    await applyTransition(tx, {
      event: 'finalize',
      actor,
      tenant,
      codcandidato: id,
      from: record.CODSTATUS,
      to,
      note: pending
        ? `${LIFECYCLE_LOG_NOTES.finalizedPending} ${summary(items)}`
        : LIFECYCLE_LOG_NOTES.finalized,
      set: pending ? [] : [sql`datfinalizacao = now()`],
      auditAction: 'finalize',
      appUrl: ctx.config.appUrl,
      mail: { items },
    });
  });
  const message = pending ? LIFECYCLE_MESSAGES.finalizedPending : LIFECYCLE_MESSAGES.finalized;
  return { ...statusAnswer(id, to, message), PENDENCIAS: items };
}

export async function resendPending(ctx: AppContext, actor: StaffActor, tenant: TenantRef, id: number) {
  const record = await loadForAction(ctx.db, actor, tenant, id, 'resend');
  const items = await listPendingItems(ctx.db, tenant, record);
  const to = LIFECYCLE_RULES.resend.target;
  await ctx.db.transaction(async (tx) => {
    await applyTransition(tx, {
      event: 'resend',
      actor,
      tenant,
      codcandidato: id,
      from: record.CODSTATUS,
      to,
      note: items.length ? `${LIFECYCLE_LOG_NOTES.resent} ${summary(items)}` : LIFECYCLE_LOG_NOTES.resent,
      auditAction: 'resend_pending',
      appUrl: ctx.config.appUrl,
      mail: { items },
    });
  });
  return { ...statusAnswer(id, to, LIFECYCLE_MESSAGES.resent), PENDENCIAS: items };
}
