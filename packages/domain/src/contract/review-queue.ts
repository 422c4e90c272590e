/**
 * The review queue across clients (issue 18 §2, decision 040): every candidate waiting for staff
 * in any client the caller belongs to, oldest first. The one staff call that is not scoped to the
 * X-Cliente client: its scope is the caller's memberships, never more.
 */
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
