/**
 * POST /candidate/documents/action: approve (A), approve with observation (A.), refuse (R) — spec 3
 * §4-§5. Sets the document's status and CONFERIDO, keeps the observation, writes the candidate log
 * and, on a candidate waiting in 4 or 10, starts the review (status 7, docs/design.md §3). With
 * PEDIR_CORRECAO (decision 062) a refusal also asks the candidate to correct it: status 12 with the
 * refusal as the note and the correction e-mail, by the same rules as the separate status change.
 * All in one transaction with the candidate and the document locked; every status write goes
 * through applyTransition.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  checkLifecycleAction,
  correctionNote,
  DOC_MSG,
  DOC_STATUS,
  eventAllows,
  DOCUMENT_ACTION_RESULT,
  REFUSAL_MSG,
  documentStatusInfo,
  reviewerMayAct,
  STATUS,
  type DocumentAction,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { candidateDocument, documentObservation } from '../../db/schema.ts';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { StaffActor } from '../auth/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';
import { currentFiles } from './document-files.ts';
import { applyTransition } from '../candidate-status/index.ts';
import { isOptionalFor, loadDocumentContext } from './document-access.ts';
import { lockDocument } from './document-files.ts';

export interface DocumentActionInput {
  CODCANDIDATO: number;
  CODTIPODOC: number;
  ACAO: DocumentAction;
  OBSERVACAO?: string | null;
  PEDIR_CORRECAO?: boolean;
}

const LOG_TEXT: Record<DocumentAction, string> = {
  A: DOC_MSG.approved,
  'A.': DOC_MSG.approvedWithObservation,
  R: DOC_MSG.refused,
} satisfies Record<DocumentAction, string>;

const answerOf = (
  codtipodoc: number,
  status: number,
  observacao: string,
  codstatus: number,
  message: string,
) => ({
  CODTIPODOC: codtipodoc,
  ...documentStatusInfo(status),
  CONFERIDO: true,
  OBSERVACAO_STATUS: observacao || null,
  CODSTATUS: codstatus,
  message,
});

const hasActiveFile = async (tx: Db, codcandidato: number, codtipodoc: number) =>
  (await currentFiles(tx, codcandidato, codtipodoc, 1)).length > 0;

export async function documentAction(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  input: DocumentActionInput,
) {
  const { record, type } = await loadDocumentContext(
    ctx.db,
    actor,
    tenant,
    input.CODCANDIDATO,
    input.CODTIPODOC,
  );
  const observacao = input.OBSERVACAO?.trim() ?? '';
  if (input.ACAO !== 'A' && !observacao) throw badRequest(DOC_MSG.observationRequired);
  const askCorrection = input.PEDIR_CORRECAO === true;
  if (askCorrection && input.ACAO !== 'R')
    throw badRequest(REFUSAL_MSG.correctionNeedsRefusal, { field: 'PEDIR_CORRECAO' });
  const optional = isOptionalFor(type, record);
  const note = askCorrection ? correctionNote(type.documento, observacao) : '';

  return ctx.db.transaction(async (tx) => {
    const [cand] = rowsOf<{ codstatus: number; obsstatus: string | null }>(
      await tx.execute(
        sql`select codstatus, obsstatus from candidate where codcandidato = ${record.CODCANDIDATO} for update`,
      ),
    );
    const before = cand?.codstatus ?? record.CODSTATUS;
    if (!reviewerMayAct(before)) throw forbidden(DOC_MSG.actionStatusLocked);
    if (askCorrection) {
      // the separate status change's rule (role, flag, status), checked before anything is written
      const rule = checkLifecycleAction('changeStatus', actor, before);
      if (!rule.ok) throw forbidden(rule.message);
    }
    const doc = await lockDocument(tx, input.CODCANDIDATO, input.CODTIPODOC);
    if (askCorrection && before === STATUS.CORRECAO_DOCUMENTOS) {
      // a retry of the call that asked it (same document, same text): nothing to do, no second e-mail
      if (
        doc.status === DOC_STATUS.RECUSADO &&
        doc.observacaoStatus === observacao &&
        cand?.obsstatus === note
      )
        return answerOf(input.CODTIPODOC, doc.status, observacao, before, REFUSAL_MSG.correctionUnchanged);
      throw new HttpError(409, REFUSAL_MSG.correctionAlreadyAsked);
    }
    if (input.ACAO !== 'R' && doc.status === DOC_STATUS.APROVADO)
      throw new HttpError(409, DOC_MSG.alreadyApproved);
    if (input.ACAO === 'A' && !optional && !(await hasActiveFile(tx, input.CODCANDIDATO, input.CODTIPODOC)))
      throw badRequest(DOC_MSG.approveWithoutFiles);

    const status = DOCUMENT_ACTION_RESULT[input.ACAO];
    await tx
      .update(candidateDocument)
      .set({ status, conferido: true, observacaoStatus: observacao || null, updatedAt: new Date() })
      .where(
        and(
          eq(candidateDocument.codcandidato, input.CODCANDIDATO),
          eq(candidateDocument.codtipodoc, input.CODTIPODOC),
        ),
      );
    await tx.insert(documentObservation).values({
      codcandidato: input.CODCANDIDATO,
      codtipodoc: input.CODTIPODOC,
      acao: input.ACAO,
      observacao,
      codusuario: actor.codusuario,
    });

    const transition = { actor, tenant, codcandidato: record.CODCANDIDATO, appUrl: ctx.config.appUrl };
    // the first action on a candidate waiting for review starts it, unless it asks for a correction
    const startsReview = !askCorrection && eventAllows('startReview', 'staff', before, STATUS.EM_CONFERENCIA);
    if (startsReview)
      await applyTransition(tx, {
        ...transition,
        event: 'startReview',
        from: before,
        to: STATUS.EM_CONFERENCIA,
        note: DOC_MSG.reviewStarted,
        auditAction: 'status',
      });
    const logged = startsReview ? STATUS.EM_CONFERENCIA : before;
    await writeCandidateLog(tx, {
      codcandidato: record.CODCANDIDATO,
      codstatus: logged,
      codusuario: actor.codusuario,
      usuario: actor.userData.NOMEUSUARIO,
      observacoes: observacao ? `${LOG_TEXT[input.ACAO]} ${observacao}` : LOG_TEXT[input.ACAO],
      tipo: '1',
      codtipodoc: input.CODTIPODOC,
    });
    if (!askCorrection) return answerOf(input.CODTIPODOC, status, observacao, logged, LOG_TEXT[input.ACAO]);
    await applyTransition(tx, {
      ...transition,
      event: 'changeStatus',
      from: before,
      to: STATUS.CORRECAO_DOCUMENTOS,
      note,
      set: [sql`obsstatus = ${note}`],
      auditAction: 'status',
      mail: { note },
    });
    return answerOf(
      input.CODTIPODOC,
      status,
      observacao,
      STATUS.CORRECAO_DOCUMENTOS,
      REFUSAL_MSG.correctionAsked,
    );
  });
}
