/**
 * POST /candidate/documents/action: approve (A), approve with observation (A.), refuse (R) — spec 3
 * §4-§5. Sets the document's status and CONFERIDO, keeps the observation, writes the candidate log
 * and, on a candidate waiting in 4 or 10, starts the review (status 7, DESIGN.md §3). All in one
 * transaction with the candidate and the document locked.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  DOC_MSG,
  DOC_STATUS,
  DOCUMENT_ACTION_RESULT,
  documentStatusInfo,
  reviewerMayAct,
  STATUS,
  type DocumentAction,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { candidateDocument, documentFile, documentObservation } from '../../db/schema.ts';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { StaffActor } from '../auth/actor.ts';
import { writeAudit } from '../audit.ts';
import { writeCandidateLog } from '../candidate-log/write-candidate-log.ts';
import { isOptionalFor, loadDocumentContext } from './document-access.ts';
import { lockDocument } from './document-files.ts';

export interface DocumentActionInput {
  CODCANDIDATO: number;
  CODTIPODOC: number;
  ACAO: DocumentAction;
  OBSERVACAO?: string | null;
}

const LOG_TEXT: Record<DocumentAction, string> = {
  A: DOC_MSG.approved,
  'A.': DOC_MSG.approvedWithObservation,
  R: DOC_MSG.refused,
} satisfies Record<DocumentAction, string>;

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
  const optional = isOptionalFor(type, record);

  return ctx.db.transaction(async (tx) => {
    const [cand] = rowsOf<{ codstatus: number }>(
      await tx.execute(
        sql`select codstatus from candidate where codcandidato = ${record.CODCANDIDATO} for update`,
      ),
    );
    const before = cand?.codstatus ?? record.CODSTATUS;
    if (!reviewerMayAct(before)) throw forbidden(DOC_MSG.actionStatusLocked);
    const doc = await lockDocument(tx, input.CODCANDIDATO, input.CODTIPODOC);
    if (input.ACAO !== 'R' && doc.status === DOC_STATUS.APROVADO)
      throw new HttpError(409, DOC_MSG.alreadyApproved);
    if (input.ACAO === 'A' && !optional) {
      const [one] = await tx
        .select({ id: documentFile.codimagem })
        .from(documentFile)
        .where(
          and(
            eq(documentFile.codcandidato, input.CODCANDIDATO),
            eq(documentFile.codtipodoc, input.CODTIPODOC),
            eq(documentFile.active, true),
          ),
        )
        .limit(1);
      if (!one) throw badRequest(DOC_MSG.approveWithoutFiles);
    }

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

    let codstatus = before;
    const usuario = actor.userData.NOMEUSUARIO;
    if (before === STATUS.AGUARDANDO_CONFERENCIA || before === STATUS.RESPONDIDO) {
      codstatus = STATUS.EM_CONFERENCIA;
      await tx.execute(sql`update candidate set codstatus = ${codstatus}, datultinteracao = now()
        where codcandidato = ${record.CODCANDIDATO}`);
      await writeCandidateLog(tx, {
        codcandidato: record.CODCANDIDATO,
        codstatus,
        codusuario: actor.codusuario,
        usuario,
        observacoes: DOC_MSG.reviewStarted,
        tipo: '0',
      });
      await writeAudit(tx, {
        actor: actor.subject,
        codadm: tenant.CODADM,
        codcli: tenant.CODCLI,
        entity: 'candidate',
        entityId: record.CODCANDIDATO,
        action: 'status',
        field: 'CODSTATUS',
        oldValue: before,
        newValue: codstatus,
      });
    }
    await writeCandidateLog(tx, {
      codcandidato: record.CODCANDIDATO,
      codstatus,
      codusuario: actor.codusuario,
      usuario,
      observacoes: observacao ? `${LOG_TEXT[input.ACAO]} ${observacao}` : LOG_TEXT[input.ACAO],
      tipo: '1',
      codtipodoc: input.CODTIPODOC,
    });
    return {
      CODTIPODOC: input.CODTIPODOC,
      ...documentStatusInfo(status),
      CONFERIDO: true,
      OBSERVACAO_STATUS: observacao || null,
      CODSTATUS: codstatus,
      message: LOG_TEXT[input.ACAO],
    };
  });
}
