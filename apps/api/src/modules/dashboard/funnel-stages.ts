/**
 * The funnel's stages (decision 041): the furthest stage each status shows a candidate reached,
 * counted cumulatively. Server-only: the web reads the stages from the answer.
 */
import { FUNNEL_STAGES, type FunnelStage, type StatusCode } from '@admissao/domain';

export const FUNNEL_STAGE_LABELS = {
  CADASTRADOS: 'Cadastrados',
  ACESSARAM: 'Acessaram',
  ENVIARAM: 'Enviaram para conferência',
  FINALIZADOS: 'Finalizados',
} as const satisfies Record<FunnelStage, string>;

/**
 * The furthest stage a status shows the candidate reached (every status after the candidate sent
 * the data — in checking, pending, corrections, reopened — counts as sent); Cancelado apart.
 */
export const FUNNEL_STAGE_OF_STATUS = {
  1: 'CADASTRADOS',
  2: 'ACESSARAM',
  3: 'ACESSARAM',
  4: 'ENVIARAM',
  5: 'ENVIARAM',
  6: 'ENVIARAM',
  7: 'ENVIARAM',
  8: 'FINALIZADOS',
  9: 'CANCELADO',
  10: 'ENVIARAM',
  11: 'ENVIARAM',
  12: 'ENVIARAM',
  13: 'ENVIARAM',
  14: 'ENVIARAM',
} as const satisfies Record<StatusCode, FunnelStage | 'CANCELADO'>;

/** Candidates per stage reached (cumulative: a finalized candidate also registered, accessed, sent). */
export function funnelStages(byStatus: readonly { CODSTATUS: number; QUANTIDADE: number }[]) {
  const reached = Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as Record<FunnelStage, number>;
  let cancelled = 0;
  for (const { CODSTATUS, QUANTIDADE } of byStatus) {
    const stage = (FUNNEL_STAGE_OF_STATUS as Record<number, FunnelStage | 'CANCELADO' | undefined>)[
      CODSTATUS
    ];
    if (stage === undefined) continue;
    reached.CADASTRADOS += QUANTIDADE;
    if (stage === 'CANCELADO') {
      cancelled += QUANTIDADE;
      continue;
    }
    for (const s of FUNNEL_STAGES.slice(1, FUNNEL_STAGES.indexOf(stage) + 1)) reached[s] += QUANTIDADE;
  }
  return {
    ETAPAS: FUNNEL_STAGES.map((s) => ({ ETAPA: s, ROTULO: FUNNEL_STAGE_LABELS[s], QUANTIDADE: reached[s] })),
    CANCELADOS: cancelled,
  };
}
