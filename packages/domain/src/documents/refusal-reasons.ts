/**
 * Why a document is refused (issue 30): the preset reasons of the refusal dialog, each with its
 * chip label (what staff picks) and the sentence the candidate reads on their page and in the
 * correction e-mail. The API field stays the spec's OBSERVACAO: the dialog composes it from the
 * chosen sentences and the free text, so every reader of OBSERVACAO_STATUS gets the sentences.
 */
import { OBSERVACAO_MAX } from './document-rules.ts';

export interface RefusalReasonDef {
  /** the chip in the refusal dialog */
  label: string;
  /** what the candidate reads */
  sentence: string;
}

export const REFUSAL_REASONS = {
  ILEGIVEL: { label: 'Ilegível', sentence: 'A imagem está ilegível.' },
  CORTADO: { label: 'Cortado', sentence: 'O documento está cortado.' },
  VENCIDO: { label: 'Vencido', sentence: 'O documento está vencido.' },
  ERRADO: { label: 'Documento errado', sentence: 'O arquivo enviado não é o documento pedido.' },
  VERSO: { label: 'Falta o verso', sentence: 'Falta o verso do documento.' },
} as const satisfies Record<string, RefusalReasonDef>;

/** The refusal dialog's and 'Recusar e pedir correção''s texts (apart from DOC_MSG: the candidate's page never shows them). */
export const REFUSAL_MSG = {
  reasonRequired: 'Escolha um motivo ou escreva a observação.',
  correctionAsked: 'Documento recusado e correção de documentos solicitada ao candidato por e-mail.',
  correctionNeedsRefusal: 'Pedir correção só é possível ao recusar o documento.',
  correctionAlreadyAsked:
    'A correção de documentos já foi solicitada ao candidato. Use "Só recusar": a recusa aparece na página do candidato.',
  correctionUnchanged: 'A correção já tinha sido solicitada com esta observação. Nada foi alterado.',
} as const;

export type RefusalReason = keyof typeof REFUSAL_REASONS;
export const REFUSAL_REASON_KEYS = Object.keys(REFUSAL_REASONS) as RefusalReason[];

/** OBSERVACAO of a refusal: the chosen reasons' sentences in the table's order, then the free text. */
export function composeRefusal(reasons: readonly RefusalReason[], text: string): string {
  const chosen = REFUSAL_REASON_KEYS.filter((k) => reasons.includes(k)).map(
    (k) => REFUSAL_REASONS[k].sentence,
  );
  const free = text.trim();
  return [...chosen, ...(free ? [free] : [])].join(' ');
}

/** The room the free text has once the chosen sentences are in (OBSERVACAO ≤ 230). */
export const refusalTextRoom = (reasons: readonly RefusalReason[]) =>
  Math.max(0, OBSERVACAO_MAX - composeRefusal(reasons, '').length - (reasons.length ? 1 : 0));

/** The status note of 'Recusar e pedir correção' fits the candidate's OBSSTATUS column. */
export const CORRECTION_NOTE_MAX = 300;

/**
 * The status note (OBSSTATUS, the log entry, the e-mail's text) of a refusal that asks for a
 * correction: the document's name and its observation, so the candidate knows which one to send.
 */
export function correctionNote(documento: string, observacao: string): string {
  const note = `${documento}: ${observacao}`;
  return note.length <= CORRECTION_NOTE_MAX ? note : `${note.slice(0, CORRECTION_NOTE_MAX - 1)}…`;
}
