/**
 * How long a signed admission kit is kept (decision 073). A signed kit is the employment contract
 * and the admission papers: an employment record. The worker may claim labour credits up to two
 * years after the contract ends, for the last five years (CF art. 7 XXIX); the product cannot know
 * when the contract ends, so it keeps the signed kit — and the candidate it belongs to — at least
 * this many years from the kit's completion, whatever the client's retention settings say.
 * The client may keep it longer (finalized candidates are never anonymised while
 * RETENCAO_FINALIZADOS_DIAS is 0).
 */
import type { KitStatus } from './kit-states.ts';

export const SIGNED_KIT_RETENTION_YEARS = 5;

/**
 * The statuses of a kit every party signed: ASSINADO, SELANDO (signed, its seal on the way) and
 * SUBSTITUIDO when it had been completed (a replaced signed kit is still a signed record; one
 * replaced after a refusal was never signed).
 */
export const SIGNED_KIT_STATUSES = [
  'ASSINADO',
  'SELANDO',
  'SUBSTITUIDO',
] as const satisfies readonly KitStatus[];

/** pt-BR answer of an anonymisation refused because of a signed kit (the date dd/mm/aaaa). */
export const signedKitKeptMessage = (until: string) =>
  `Não é possível anonimizar: os documentos admissionais assinados devem ser guardados até ${until} (legislação trabalhista).`;
