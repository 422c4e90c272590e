/** POST /candidate/confirm: the candidate finalizes; every section must be valid (status → 4). */
import { sql } from 'drizzle-orm';
import { candidateMayEdit, STATUS, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CandidateActor } from '../auth/actor.ts';
import { writeAudit } from '../audit.ts';
import { writeCandidateLog } from '../candidate-log/write-candidate-log.ts';
import { mailStatusChange } from '../notifications/status-mail.ts';
import { sectionsOf } from './check-sections.ts';
import { loadRecord } from './record.ts';
import { AUTOSAVE_MESSAGES } from './update-field.ts';

export const CONFIRM_MESSAGES = {
  incomplete: 'Para finalizar o cadastro, é necessário validar todos os campos obrigatórios (em cada aba).',
  success: 'Dados enviados com sucesso. Favor aguardar a conferência dos documentos.',
} as const;

export async function confirmRegistration(ctx: AppContext, actor: CandidateActor, tenant: TenantRef) {
  const record = await loadRecord(ctx.db, tenant, actor.codcandidato);
  if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
  if (!candidateMayEdit(record.CODSTATUS)) throw forbidden(AUTOSAVE_MESSAGES.locked);
  const sections = await sectionsOf(ctx.db, tenant, record);
  if (!sections.ISVALID_FINALIZACAO)
    throw badRequest(CONFIRM_MESSAGES.incomplete, { fieldsEmpty: sections.fieldsEmpty });
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`update candidate set codstatus = ${STATUS.AGUARDANDO_CONFERENCIA}, obsstatus = null,
      datultinteracao = now() where codcandidato = ${record.CODCANDIDATO}`);
    // the candidate is the author: no staff user, the candidate's name as USUARIO
    await writeCandidateLog(tx, {
      codcandidato: record.CODCANDIDATO,
      codstatus: STATUS.AGUARDANDO_CONFERENCIA,
      usuario: String(record.values.NOME ?? ''),
      observacoes: 'Dados enviados pelo candidato.',
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
      newValue: STATUS.AGUARDANDO_CONFERENCIA,
    });
    // HR hears of it (decision 048)
    await mailStatusChange(tx, ctx.config.appUrl, tenant, record.CODCANDIDATO, STATUS.AGUARDANDO_CONFERENCIA);
  });
  return { UPDATED: record.CODCANDIDATO, message: CONFIRM_MESSAGES.success };
}
