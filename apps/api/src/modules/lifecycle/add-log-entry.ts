/**
 * POST /candidate/log: a staff attendance note (TIPO '0' general, '1' about CODTIPODOC; logged with
 * status 5 Em atendimento, spec 3 §4) or the candidate's terms-of-use acceptance (TIPO 'A', own
 * record only, spec 2 §7).
 */
import { sql } from 'drizzle-orm';
import { ATTENDANCE_NOTE_MAX, DOC_MSG, MSG, STATUS, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { loadDocumentType } from '../documents/index.ts';
import { assertMayReadLog, readLogRows, writeCandidateLog } from '../candidate-log/index.ts';

export interface LogInput {
  CODCANDIDATO: number;
  TIPO: '0' | '1' | 'A';
  OBSERVACOES?: string | null;
  CODTIPODOC?: number | null;
}

export async function addLogEntry(db: Db, actor: Actor, tenant: TenantRef, input: LogInput) {
  if (actor.kind === 'candidate' && actor.codcandidato !== input.CODCANDIDATO)
    throw notFound(DOC_MSG.candidateNotFound);
  const record = await loadRecord(db, tenant, input.CODCANDIDATO);
  if (!record) throw notFound(DOC_MSG.candidateNotFound);

  let codlog: number;
  if (actor.kind === 'candidate') {
    if (input.TIPO !== 'A') throw forbidden(MSG.forbidden);
    codlog = await writeCandidateLog(db, {
      codcandidato: record.CODCANDIDATO,
      codstatus: record.CODSTATUS,
      usuario: String(record.values.NOME ?? ''),
      observacoes: DOC_MSG.termsAccepted,
      tipo: 'A',
    });
  } else {
    assertMayReadLog(actor);
    if (input.TIPO === 'A') throw forbidden(MSG.forbidden);
    const note = input.OBSERVACOES?.trim() ?? '';
    if (!note) throw badRequest(DOC_MSG.observationRequired);
    if (note.length > ATTENDANCE_NOTE_MAX) throw badRequest(DOC_MSG.noteTooLong);
    let codtipodoc: number | null = null;
    if (input.TIPO === '1') {
      if (!input.CODTIPODOC) throw badRequest(DOC_MSG.documentRequired);
      codtipodoc = (await loadDocumentType(db, tenant, input.CODTIPODOC)).codtipodoc;
    }
    codlog = await writeCandidateLog(db, {
      codcandidato: record.CODCANDIDATO,
      codstatus: STATUS.EM_ATENDIMENTO,
      codusuario: actor.codusuario,
      usuario: actor.userData.NOMEUSUARIO,
      observacoes: note,
      tipo: input.TIPO,
      codtipodoc,
    });
  }
  const [entry] = await readLogRows(db, sql`l.codlog = ${codlog}`);
  return entry!;
}
