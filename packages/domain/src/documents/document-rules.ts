/**
 * Rules of documents by candidate status, role and document type (spec 2 §2.4, §4.1, §6;
 * spec 3 §2, §4, §5). The API enforces them; the UI mirrors them.
 */
import { isIntern } from '../registry/benefits.ts';
import { isForeigner } from '../registry/personal.ts';
import type { CandidateValues } from '../registry/values.ts';
import { statusAllows } from '../status.ts';
import { DOC_STATUS } from './document-status.ts';

export const UPLOAD_MAX_BYTES = 5_000_000;
/** pixels of a decoded image; a 20000x20000 "pixel bomb" is refused from its header */
export const UPLOAD_MAX_PIXELS = 50_000_000;
export const MAX_FILES_PER_DOCUMENT = 20;
export const OBSERVACAO_MAX = 230;
export const ATTENDANCE_NOTE_MAX = 270;
export const TEMP_UPLOAD_MINUTES = 60;

/** accept attribute of the candidate's file input */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.heic,.pdf,image/jpeg,image/png,image/heic,application/pdf';
export const UPLOAD_ACCEPT_IMAGES = '.jpg,.jpeg,.png,.heic,image/jpeg,image/png,image/heic';
export const TEMP_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Documents whose name contains 'foto' and not 'ctps' take images only (spec 2 §2.4). */
export function acceptsOnlyImages(documento: string): boolean {
  const n = documento
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return n.includes('foto') && !n.includes('ctps');
}

export interface DocumentTypeFlags {
  OPCIONAL: boolean;
  OPCIONAL_EST: boolean;
  NACIONALIDADE?: string | null;
}
/** what the document rules read of the candidate's registry values */
export type CandidateDocFacts = Readonly<
  Partial<Pick<CandidateValues, 'CARGO' | 'TIPOCARGO' | 'NACIONALIDADE'>>
>;
/** candidates with no nationality yet count as Brazilian */
export const nationalityOf = (c: CandidateDocFacts) => (isForeigner({ values: c }) ? 'EST' : 'BRA');

/** OPCIONAL, or OPCIONAL_EST for interns. */
export const isDocumentOptional = (t: DocumentTypeFlags, c: CandidateDocFacts) =>
  t.OPCIONAL || (t.OPCIONAL_EST && isIntern(c));

/** A type with NACIONALIDADE applies only to candidates of that nationality. */
export const documentAppliesTo = (t: Pick<DocumentTypeFlags, 'NACIONALIDADE'>, c: CandidateDocFacts) =>
  !t.NACIONALIDADE || t.NACIONALIDADE === nationalityOf(c);

/**
 * Staff document actions: spec 3 §4 reads "6 or lower, or 10 and above"; 7 (Em conferência) is the
 * status the first action itself sets (docs/design.md §3), so it must allow the next ones. Only the end
 * states 8 and 9 are closed (decision 020).
 */
export const reviewerMayAct = (codstatus: number) => statusAllows(codstatus, 'review');

/** A required document counts as sent when approved, or with files and not refused (ISVALID_ENVIO). */
export const documentSatisfied = (status: number, files: number) =>
  status === DOC_STATUS.APROVADO || (files > 0 && status !== DOC_STATUS.RECUSADO);

/** Status after an upload: first sending 1, after a refusal 4; approved stays approved (staff). */
export function statusAfterUpload(current: number): number {
  if (current === DOC_STATUS.RECUSADO || current === DOC_STATUS.REENVIADO) return DOC_STATUS.REENVIADO;
  if (current === DOC_STATUS.APROVADO) return DOC_STATUS.APROVADO;
  return DOC_STATUS.ENVIADO;
}

/** Status once the last file is removed: sent goes back to pending, resent back to refused. */
export function statusAfterLastRemoval(current: number): number {
  if (current === DOC_STATUS.ENVIADO) return DOC_STATUS.PENDENTE;
  if (current === DOC_STATUS.REENVIADO) return DOC_STATUS.RECUSADO;
  return current;
}

const REVIEW_RANK: Record<number, number> = { 4: 0, 2: 1, 1: 2, 3: 3 };

/** Checking-screen order (spec 3 §2): status 4, 2, 1, 3, then others, optional ones last; then ORDEM. */
export function sortDocumentsForReview<
  T extends { STATUS: number; ORDEM: number; OBRIGATORIO: boolean; CODTIPODOC: number },
>(docs: readonly T[]): T[] {
  return [...docs].sort(
    (a, b) =>
      Number(!a.OBRIGATORIO) - Number(!b.OBRIGATORIO) ||
      (REVIEW_RANK[a.STATUS] ?? 4) - (REVIEW_RANK[b.STATUS] ?? 4) ||
      a.ORDEM - b.ORDEM ||
      a.CODTIPODOC - b.CODTIPODOC,
  );
}

/** What the finalize rule reads of a candidate's document (a row of the documents list). */
export interface DocumentCheckState {
  DOCUMENTO: string;
  CONFERIDO: boolean;
  OBRIGATORIO: boolean;
  ARQUIVOS: number;
}

/**
 * Finalize waits for every document to be checked (spec 3 §4), except one the client does not
 * require (configuration's OPCIONAL, OPCIONAL_EST for interns) that was never sent: nobody can
 * check a file that does not exist, and the candidate owes nothing for it.
 */
export const documentAwaitsCheck = (d: DocumentCheckState) =>
  !d.CONFERIDO && (d.OBRIGATORIO || d.ARQUIVOS > 0);

/** The documents still keeping Finalizar off, in the order given. */
export const documentsAwaitingCheck = <T extends DocumentCheckState>(docs: readonly T[]): T[] =>
  docs.filter(documentAwaitsCheck);

/** 'Faltam conferir: PIS, CNH.' — why Finalizar is off; empty when nothing is left to check. */
export function awaitingCheckMessage(docs: readonly DocumentCheckState[]): string {
  const names = documentsAwaitingCheck(docs).map((d) => d.DOCUMENTO);
  return names.length ? `Faltam conferir: ${names.join(', ')}.` : '';
}
