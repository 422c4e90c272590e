/**
 * POST /candidate/data/change by the candidate: the reply to a status observation
 * (spec 1 §4: from 11 or 12 the candidate may reply, which sets status 10).
 */
import { sql } from 'drizzle-orm';
import { STATUS, statusAllows, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CandidateActor } from '../auth/index.ts';
import { applyTransition, transitionActor } from '../candidate-status/index.ts';
import { loadRecord } from '../candidate-row/index.ts';

export const REPLY_MESSAGES = {
  notAllowed: 'Só é possível responder quando a correção de dados ou de documentos foi solicitada.',
  wrongStatus: 'A resposta do candidato muda o status para 10.',
  sent: 'Resposta enviada.',
} as const;

export async function replyToObservation(
  ctx: AppContext,
  actor: CandidateActor,
  tenant: TenantRef,
  input: { CODSTATUS: number; OBSSTATUS: string },
) {
  const record = await loadRecord(ctx.db, tenant, actor.codcandidato);
  if (!record) throw notFound('Candidato não encontrado.');
  if (!statusAllows(record.CODSTATUS, 'reply')) throw forbidden(REPLY_MESSAGES.notAllowed);
  if (input.CODSTATUS !== STATUS.RESPONDIDO) throw badRequest(REPLY_MESSAGES.wrongStatus);
  // the candidate is the author (their name as USUARIO); HR hears of it, without the reply's text
  // (the e-mail of status 10, decision 048)
  await ctx.db.transaction((tx) =>
    applyTransition(tx, {
      event: 'reply',
      actor: transitionActor(actor, record.values.NOME),
      tenant,
      codcandidato: record.CODCANDIDATO,
      from: record.CODSTATUS,
      to: STATUS.RESPONDIDO,
      note: input.OBSSTATUS,
      set: [sql`obsstatus = ${input.OBSSTATUS}`],
      auditAction: 'status',
      appUrl: ctx.config.appUrl,
    }),
  );
  return { CODCANDIDATO: record.CODCANDIDATO, CODSTATUS: STATUS.RESPONDIDO, message: REPLY_MESSAGES.sent };
}
