/**
 * POST /candidate/data/change by the candidate: the reply to a status observation
 * (spec 1 §4: from 11 or 12 the candidate may reply, which sets status 10).
 */
import { sql } from 'drizzle-orm';
import { STATUS, statusAllows, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CandidateActor } from '../auth/actor.ts';
import { writeAudit } from '../audit.ts';
import { writeCandidateLog } from '../candidate-log/write-candidate-log.ts';
import { mailStatusChange } from '../notifications/status-mail.ts';
import { loadRecord } from './record.ts';

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
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`update candidate set codstatus = ${STATUS.RESPONDIDO}, obsstatus = ${input.OBSSTATUS},
      datultinteracao = now() where codcandidato = ${record.CODCANDIDATO}`);
    // the candidate is the author: no staff user, the candidate's name as USUARIO
    await writeCandidateLog(tx, {
      codcandidato: record.CODCANDIDATO,
      codstatus: STATUS.RESPONDIDO,
      usuario: String(record.values.NOME ?? ''),
      observacoes: input.OBSSTATUS,
    });
    await writeAudit(tx, {
      actor: actor.subject,
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      entity: 'candidate',
      entityId: record.CODCANDIDATO,
      action: 'status',
      field: 'CODSTATUS',
      oldValue: record.CODSTATUS,
      newValue: STATUS.RESPONDIDO,
    });
    // HR hears of it, without the reply's text (decision 048)
    await mailStatusChange(tx, ctx.config.appUrl, tenant, record.CODCANDIDATO, STATUS.RESPONDIDO);
  });
  return { CODCANDIDATO: record.CODCANDIDATO, CODSTATUS: STATUS.RESPONDIDO, message: REPLY_MESSAGES.sent };
}
