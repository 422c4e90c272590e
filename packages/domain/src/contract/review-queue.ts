/**
 * The review queue across clients (issue 18 §2, decision 040): every candidate waiting for staff
 * in any client the caller belongs to, oldest first — also, for eSocial staff, a candidate whose
 * latest eSocial event of a kind failed (decision 084). The one staff call that is not scoped to the
 * X-Cliente client: its scope is the caller's memberships, never more.
 */
import { ESOCIAL_EVENT_KINDS, type EsocialEventKind } from '../esocial/transmission.ts';
import { z } from '../zod.ts';
import { STATUS_TRAITS, statusesWhere } from '../status-traits.ts';
import { ZTimestamp } from './common.ts';
import { op } from './operation.ts';

/** Statuses in which the candidate waits for staff (STATUS_TRAITS' `queue`): sent, resent, answered. */
export const REVIEW_QUEUE_STATUSES: readonly number[] = /*#__PURE__*/ statusesWhere(
  (s) => STATUS_TRAITS[s].queue,
);

/** The queue answers at most this many rows (the oldest): a page of work, not an archive. */
export const REVIEW_QUEUE_LIMIT = 500;

/**
 * Why an eSocial event puts its candidate in the queue (decision 084): the latest event of its kind
 * was rejected, could not be sent, or its batch's query gave up (ERRO_CONSULTA: the event stays
 * ENVIADO / EM_PROCESSAMENTO). A later event of the kind takes it out.
 */
export const ESOCIAL_QUEUE_REASONS = {
  REJEITADO: 'Rejeitado pelo eSocial: corrija e envie de novo',
  ERRO_ENVIO: 'Não foi enviado ao eSocial (erro no envio): envie de novo',
  ERRO_CONSULTA: 'O eSocial não deu o retorno do lote: verifique a situação',
} as const;
export type EsocialQueueReason = keyof typeof ESOCIAL_QUEUE_REASONS;
export const ESOCIAL_QUEUE_SITUATIONS = Object.keys(ESOCIAL_QUEUE_REASONS) as [
  EsocialQueueReason,
  ...EsocialQueueReason[],
];

/**
 * Whether a failed event of each kind still asks for work once the candidate is cancelled: the
 * admission's events do not (nobody will send them again), the exclusion does (it is what the
 * cancellation asks for).
 */
export const ESOCIAL_QUEUE_AFTER_CANCEL = {
  'S-2200': false,
  'S-2190': false,
  'S-2300': false,
  'S-3000': true,
} as const satisfies Record<EsocialEventKind, boolean>;

export const ZReviewQueueEsocial = z.object({
  TIPO: z.enum(ESOCIAL_EVENT_KINDS),
  SITUACAO: z.enum(ESOCIAL_QUEUE_SITUATIONS),
  /** pt-BR: ESOCIAL_QUEUE_REASONS */
  MOTIVO: z.string(),
  /** when the event was processed, sent or signed: what this wait is counted from */
  DESDE: ZTimestamp,
  /** the service's first occurrence, with the field it names (occurrence-field.ts), when any */
  OCORRENCIA: z
    .object({
      CODIGO: z.number().int(),
      DESCRICAO: z.string(),
      CAMPO: z.string().nullable(),
      ROTULO: z.string().nullable(),
    })
    .nullable(),
});
export type ReviewQueueEsocial = z.output<typeof ZReviewQueueEsocial>;

export const ZReviewQueueRow = z.object({
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  CODADM: z.number().int(),
  CODCLI: z.string(),
  NOMECLI: z.string(),
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string(),
  CORSTATUS: z.string(),
  /** when the candidate last acted (sent, resent, answered): what the wait is counted from */
  AGUARDANDO_DESDE: ZTimestamp,
  /** whole minutes waited, by the server's clock */
  MINUTOS_ESPERA: z.number().int(),
  /** documents sent or resent and not yet approved or refused */
  DOCS_CONFERIR: z.number().int(),
  /**
   * the eSocial events that wait for staff (decision 084), by kind; empty when the candidate waits
   * for the checking only, and for a user without eSocial access (ADMIN, or the ESOCIAL flag)
   */
  ESOCIAL: z.array(ZReviewQueueEsocial),
});
export type ReviewQueueRow = z.output<typeof ZReviewQueueRow>;

export const ZReviewQueue = z.object({
  rows: z.array(ZReviewQueueRow),
  /** more candidates wait than the rows answered (REVIEW_QUEUE_LIMIT) */
  truncated: z.boolean(),
});
export type ReviewQueue = z.output<typeof ZReviewQueue>;

export const reviewQueueApi = {
  list: op({
    method: 'GET',
    path: '/candidate/queue',
    auth: 'staff',
    summary: 'Fila de conferência: candidatos aguardando a equipe, em todos os clientes do usuário',
    response: ZReviewQueue,
  }),
};
