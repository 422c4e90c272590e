/**
 * The 'Documentos' column of the candidate list (spec 3 §2: DOCSENVIADOS, DESDOCSENVIADOS, CORDOCS):
 * how far the candidate is with the documents that apply to them, by the same rules as ISVALID_ENVIO.
 */
import {
  documentAppliesTo,
  documentSatisfied,
  isDocumentOptional,
  type CandidateDocFacts,
  type DocumentTypeFlags,
} from './document-rules.ts';
import { DOC_STATUS, DOCUMENT_STATUS } from './document-status.ts';

export interface CandidateDocumentState extends DocumentTypeFlags {
  /** the candidate's document status (null: never touched) */
  STATUS: number | null;
  /** current files (pages) of the document */
  FILES: number;
}

export interface DocumentsSummary {
  /** documents that apply to the candidate and have files or were approved */
  DOCSENVIADOS: number;
  DESDOCSENVIADOS: string;
  CORDOCS: string;
}

const COLORS = {
  none: DOCUMENT_STATUS[DOC_STATUS.PENDENTE].CORSTATUS,
  partial: DOCUMENT_STATUS[DOC_STATUS.ENVIADO].CORSTATUS,
  refused: DOCUMENT_STATUS[DOC_STATUS.RECUSADO].CORSTATUS,
  complete: DOCUMENT_STATUS[DOC_STATUS.APROVADO].CORSTATUS,
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary of one candidate's documents (`values`: the record, for nationality and internship). */
export function documentsSummary(
  documents: readonly CandidateDocumentState[],
  values: CandidateDocFacts,
): DocumentsSummary {
  const applicable = documents.filter((d) => documentAppliesTo(d, values));
  const required = applicable.filter((d) => !isDocumentOptional(d, values));
  const sent = applicable.filter((d) => d.FILES > 0 || d.STATUS === DOC_STATUS.APROVADO).length;
  const satisfied = required.filter((d) => documentSatisfied(d.STATUS ?? 0, d.FILES)).length;
  const refused = applicable.filter((d) => d.STATUS === DOC_STATUS.RECUSADO).length;
  if (refused)
    return {
      DOCSENVIADOS: sent,
      DESDOCSENVIADOS: plural(refused, 'documento recusado', 'documentos recusados'),
      CORDOCS: COLORS.refused,
    };
  if (sent === 0)
    return { DOCSENVIADOS: 0, DESDOCSENVIADOS: 'Nenhum documento enviado', CORDOCS: COLORS.none };
  if (satisfied === required.length)
    return { DOCSENVIADOS: sent, DESDOCSENVIADOS: 'Todos os documentos enviados', CORDOCS: COLORS.complete };
  return {
    DOCSENVIADOS: sent,
    DESDOCSENVIADOS: `${satisfied} de ${plural(required.length, 'obrigatório enviado', 'obrigatórios enviados')}`,
    CORDOCS: COLORS.partial,
  };
}
