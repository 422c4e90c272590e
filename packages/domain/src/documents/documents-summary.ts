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

type SummaryKind = 'none' | 'partial' | 'refused' | 'complete';

/** the colour of each kind of summary (also read by the plain list's SQL, decision 080) */
export const DOCUMENTS_SUMMARY_COLORS = {
  none: DOCUMENT_STATUS[DOC_STATUS.PENDENTE].CORSTATUS,
  partial: DOCUMENT_STATUS[DOC_STATUS.ENVIADO].CORSTATUS,
  refused: DOCUMENT_STATUS[DOC_STATUS.RECUSADO].CORSTATUS,
  complete: DOCUMENT_STATUS[DOC_STATUS.APROVADO].CORSTATUS,
} as const satisfies Record<SummaryKind, string>;
const COLORS = DOCUMENTS_SUMMARY_COLORS;

/** the words of the summaries (also read by the plain list's SQL, decision 080) */
export const DOCUMENTS_SUMMARY_TEXT = {
  refusedOne: 'documento recusado',
  refusedMany: 'documentos recusados',
  none: 'Nenhum documento enviado',
  complete: 'Todos os documentos enviados',
  of: 'de',
  requiredOne: 'obrigatório enviado',
  requiredMany: 'obrigatórios enviados',
} as const;
const TEXT = DOCUMENTS_SUMMARY_TEXT;

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
      DESDOCSENVIADOS: plural(refused, TEXT.refusedOne, TEXT.refusedMany),
      CORDOCS: COLORS.refused,
    };
  if (sent === 0) return { DOCSENVIADOS: 0, DESDOCSENVIADOS: TEXT.none, CORDOCS: COLORS.none };
  if (satisfied === required.length)
    return { DOCSENVIADOS: sent, DESDOCSENVIADOS: TEXT.complete, CORDOCS: COLORS.complete };
  return {
    DOCSENVIADOS: sent,
    DESDOCSENVIADOS: `${satisfied} ${TEXT.of} ${plural(required.length, TEXT.requiredOne, TEXT.requiredMany)}`,
    CORDOCS: COLORS.partial,
  };
}
