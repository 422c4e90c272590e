/**
 * The S-3000 after a cancellation (issue 34 §6, decision 083): which received event of a cancelled
 * candidate it excludes, and the pt-BR words of the offer and of its refusals. One definition for
 * the API (the send route, the notice of the cancel action) and the web app (the panel).
 */
import type { ExcludableEvent } from './s3000.ts';

/** The kinds an S-3000 of the product excludes, from its own events (never an S-3000). */
export const EXCLUDABLE_KINDS: ReadonlySet<string> = new Set<ExcludableEvent>(['S-2190', 'S-2200', 'S-2300']);

export const isExcludable = (kind: string): kind is ExcludableEvent => EXCLUDABLE_KINDS.has(kind);

export const ESOCIAL_EXCLUSION_MSG = {
  action: 'Excluir evento no eSocial (S-3000)',
  notCancelled: 'O S-3000 (exclusão) só é enviado para candidato Cancelado.',
  nothingReceived: 'Nenhum evento deste candidato foi recebido pelo eSocial: não há o que excluir.',
  alreadyExcluded:
    'Os eventos deste candidato recebidos pelo eSocial já foram excluídos (S-3000 com recibo).',
  inFlight: 'Há um S-3000 deste candidato enviado ao eSocial e aguardando o processamento.',
  otherAmbiente:
    'O evento foi recebido em outro ambiente do eSocial que o configurado agora: a exclusão deve ir ao mesmo ambiente.',
  sent: 'Exclusão (S-3000) assinada e enviada ao eSocial. O recibo chega quando o lote for processado.',
  /** shown right after the cancel action when a received event is left in eSocial */
  afterCancel: (kind: ExcludableEvent) =>
    `O ${kind} deste candidato foi recebido pelo eSocial: exclua-o em eSocial → '${ESOCIAL_EXCLUSION_MSG.action}'.`,
  /** the panel's line on an excluded event */
  excluded: (nrRecibo: string | null) =>
    `Excluído no eSocial pelo S-3000${nrRecibo ? ` (recibo ${nrRecibo})` : ''}.`,
} as const;
