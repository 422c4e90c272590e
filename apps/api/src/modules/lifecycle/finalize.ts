/**
 * POST /candidate/finalize and /candidate/resend (spec 3 §4; DESIGN.md §3). Finalize: with pending
 * items (refused documents, invalid sections) → 6 and the pending e-mail; otherwise → 8 with
 * DATFINALIZACAO. Reenviar Pendente → 13 and the pending e-mail again. The e-mail goes through the
 * outbox in the same transaction as the status change.
 */
import { sql } from 'drizzle-orm';
import {
  finalizeTarget,
  LIFECYCLE_LOG_NOTES,
  LIFECYCLE_MESSAGES,
  LIFECYCLE_RULES,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../plugins/auth.ts';
import { clientName } from '../auth/accounts.ts';
import type { CandidateRecord } from '../candidate-record/record.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { loadForAction } from './load-for-action.ts';
import { listPendingItems, type PendingItem } from './pending-items.ts';
import { pendingItemsMail } from './pending-mail.ts';
import { applyTransition, statusAnswer } from './transition.ts';

async function pendingMailFor(
  ctx: AppContext,
  tenant: TenantRef,
  record: CandidateRecord,
  items: PendingItem[],
) {
  const nomecli = (await clientName(ctx.db, tenant.CODADM, tenant.CODCLI)) ?? '';
  const link = `${ctx.config.appUrl.replace(/\/$/, '')}/login`;
  return pendingItemsMail(nomecli, String(record.values.NOME ?? ''), items, link);
}

const summary = (items: PendingItem[]) =>
  items
    .map((i) => `${i.TITULO}: ${i.DETALHE}`)
    .join(' | ')
    .slice(0, 400);

export async function finalizeCandidate(ctx: AppContext, actor: StaffActor, tenant: TenantRef, id: number) {
  const record = await loadForAction(ctx.db, actor, tenant, id, 'finalize');
  const items = await listPendingItems(ctx.db, tenant, record);
  const to = finalizeTarget(items.length > 0);
  const mail = items.length ? await pendingMailFor(ctx, tenant, record, items) : null;
  await ctx.db.transaction(async (tx) => {
    await applyTransition(tx, {
      actor,
      tenant,
      codcandidato: id,
      from: record.CODSTATUS,
      to,
      note: mail
        ? `${LIFECYCLE_LOG_NOTES.finalizedPending} ${summary(items)}`
        : LIFECYCLE_LOG_NOTES.finalized,
      set: mail ? [] : [sql`datfinalizacao = now()`],
      auditAction: 'finalize',
    });
    if (mail) await enqueueMail(tx, String(record.values.EMAIL), mail);
  });
  const message = mail ? LIFECYCLE_MESSAGES.finalizedPending : LIFECYCLE_MESSAGES.finalized;
  return { ...statusAnswer(id, to, message), PENDENCIAS: items };
}

export async function resendPending(ctx: AppContext, actor: StaffActor, tenant: TenantRef, id: number) {
  const record = await loadForAction(ctx.db, actor, tenant, id, 'resend');
  const items = await listPendingItems(ctx.db, tenant, record);
  const mail = await pendingMailFor(ctx, tenant, record, items);
  const to = LIFECYCLE_RULES.resend.target;
  await ctx.db.transaction(async (tx) => {
    await applyTransition(tx, {
      actor,
      tenant,
      codcandidato: id,
      from: record.CODSTATUS,
      to,
      note: items.length ? `${LIFECYCLE_LOG_NOTES.resent} ${summary(items)}` : LIFECYCLE_LOG_NOTES.resent,
      auditAction: 'resend_pending',
    });
    await enqueueMail(tx, String(record.values.EMAIL), mail);
  });
  return { ...statusAnswer(id, to, LIFECYCLE_MESSAGES.resent), PENDENCIAS: items };
}
