/** Pure rules of the review queue screen: the wait as people say it, and what comes next. */
import { REVIEW_QUEUE_STATUSES, type ReviewQueueRow } from '@admissao/domain';

/** 'há 12 min', 'há 3 h', 'há 1 dia', 'há 5 dias'. */
export function formatWait(minutes: number): string {
  if (minutes < 60) return `há ${Math.max(0, Math.floor(minutes))} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} h`;
  const days = Math.floor(hours / 24);
  return `há ${days} ${days === 1 ? 'dia' : 'dias'}`;
}

/**
 * The row after the current candidate in the queue's order; when the current one has left the
 * queue (checked, finalized), the first row, which is the oldest wait. Never the current one, and
 * never a row that waits only for its eSocial events (decision 084): 'Próximo' walks the checking.
 */
export function nextInQueue(rows: readonly ReviewQueueRow[], current: number): ReviewQueueRow | null {
  const at = rows.findIndex((r) => r.CODCANDIDATO === current);
  const rest = at === -1 ? rows : rows.slice(at + 1);
  return rest.find((r) => r.CODCANDIDATO !== current && REVIEW_QUEUE_STATUSES.includes(r.CODSTATUS)) ?? null;
}
