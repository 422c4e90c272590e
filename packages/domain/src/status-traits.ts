/**
 * The staff's side of the status model (decision 067), beside STATUS_ALLOWS and the phases of
 * status.ts. A file of its own so the candidate's page, which reads only what a status allows, does
 * not carry these rows into its bundle (decision 045).
 */
import type { FunnelStage } from './contract/dashboard.ts';
import { CANDIDATE_STATUSES, type StatusCode } from './status.ts';

/**
 * What the staff's views read of each status (decision 067), one row per status as above, so the
 * Painel, the review queue and retention never keep a status list of their own:
 * funnel — the furthest Painel funnel stage the status shows the candidate reached (every status
 * after the candidate sent the data counts as sent; Cancelado apart);
 * queue — the candidate waits for staff (sent, pending items resent, answered): the review queue;
 * retention — the client setting whose days end the record (decision 039); null: never anonymised
 * by the job. The Painel's "at risk" list reads the phase: every status but the ended ones.
 */
export type RetentionSetting = 'RETENCAO_CANCELADOS_DIAS' | 'RETENCAO_FINALIZADOS_DIAS';

export interface StatusTraits {
  funnel: FunnelStage | 'CANCELADO';
  queue: boolean;
  retention: RetentionSetting | null;
}

const working = { queue: false, retention: null } as const;

export const STATUS_TRAITS = {
  1: { funnel: 'CADASTRADOS', ...working },
  2: { funnel: 'ACESSARAM', ...working },
  3: { funnel: 'ACESSARAM', ...working },
  4: { funnel: 'ENVIARAM', queue: true, retention: null },
  5: { funnel: 'ENVIARAM', ...working },
  6: { funnel: 'ENVIARAM', ...working },
  7: { funnel: 'ENVIARAM', ...working },
  8: { funnel: 'FINALIZADOS', queue: false, retention: 'RETENCAO_FINALIZADOS_DIAS' },
  9: { funnel: 'CANCELADO', queue: false, retention: 'RETENCAO_CANCELADOS_DIAS' },
  10: { funnel: 'ENVIARAM', queue: true, retention: null },
  11: { funnel: 'ENVIARAM', ...working },
  12: { funnel: 'ENVIARAM', ...working },
  13: { funnel: 'ENVIARAM', queue: true, retention: null },
  14: { funnel: 'ENVIARAM', ...working },
} as const satisfies Record<StatusCode, StatusTraits>;

/** The traits of a status; a code the table does not know is in no list. */
export const statusTraits = (s: number): StatusTraits | undefined =>
  (STATUS_TRAITS as Record<number, StatusTraits | undefined>)[s];

/**
 * Whether staff may anonymise the candidate now (decision 039): what retention ends — a cancelled
 * process at any time, a finalized one only while the client keeps finalized records for a period
 * (0 = kept: labour law). The API refuses the rest; the button mirrors it.
 */
export function mayAnonymise(s: number, settings: Partial<Record<RetentionSetting, number>>): boolean {
  const period = statusTraits(s)?.retention ?? null;
  return period === 'RETENCAO_CANCELADOS_DIAS' || (period !== null && (settings[period] ?? 0) > 0);
}

/** The statuses whose traits or phase satisfy the predicate, in code order. */
export const statusesWhere = (pred: (s: StatusCode) => boolean): StatusCode[] =>
  CANDIDATE_STATUSES.map((s) => s.CODSTATUS).filter(pred);
