/** POST /candidate/confirm: the candidate finalizes; every section must be valid (status → 4). */
import { sql } from 'drizzle-orm';
import { candidateMayEdit, STATUS, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CandidateActor } from '../auth/index.ts';
import { applyTransition, transitionActor } from '../candidate-status/index.ts';
import { sectionsOf } from './check-sections.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { AUTOSAVE_MESSAGES } from './update-field.ts';

export const CONFIRM_MESSAGES = {
  incomplete: 'Para finalizar o cadastro, é necessário validar todos os campos obrigatórios (em cada aba).',
  success: 'Dados enviados com sucesso. Favor aguardar a conferência dos documentos.',
  logNote: 'Dados enviados pelo candidato.',
} as const;

export async function confirmRegistration(ctx: AppContext, actor: CandidateActor, tenant: TenantRef) {
  const record = await loadRecord(ctx.db, tenant, actor.codcandidato);
  if (!record) throw notFound(AUTOSAVE_MESSAGES.notFound);
  if (!candidateMayEdit(record.CODSTATUS)) throw forbidden(AUTOSAVE_MESSAGES.locked);
  const sections = await sectionsOf(ctx.db, tenant, record);
  if (!sections.ISVALID_FINALIZACAO)
    throw badRequest(CONFIRM_MESSAGES.incomplete, { fieldsEmpty: sections.fieldsEmpty });
  // the candidate is the author: no staff user, the candidate's name as USUARIO; HR hears of it
  // (the e-mail of status 4, decision 048)
  await ctx.db.transaction((tx) =>
    applyTransition(tx, {
      event: 'confirm',
      actor: transitionActor(actor, record.values.NOME),
      tenant,
      codcandidato: record.CODCANDIDATO,
      from: record.CODSTATUS,
      to: STATUS.AGUARDANDO_CONFERENCIA,
      note: CONFIRM_MESSAGES.logNote,
      set: [sql`obsstatus = null`],
      auditAction: 'status',
      appUrl: ctx.config.appUrl,
    }),
  );
  return { UPDATED: record.CODCANDIDATO, message: CONFIRM_MESSAGES.success };
}
