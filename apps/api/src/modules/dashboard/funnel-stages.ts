/**
 * The funnel's stages (decision 041): the furthest stage each status shows a candidate reached,
 * counted cumulatively; the stage of each status is STATUS_TRAITS' `funnel` (decision 067). Server-only: the web reads the stages from the answer.
 */
import { FUNNEL_STAGES, statusTraits, type FunnelStage } from '@admissao/domain';

export const FUNNEL_STAGE_LABELS = {
  CADASTRADOS: 'Cadastrados',
  ACESSARAM: 'Acessaram',
  ENVIARAM: 'Enviaram para conferência',
  FINALIZADOS: 'Finalizados',
} as const satisfies Record<FunnelStage, string>;

/** Candidates per stage reached (cumulative: a finalized candidate also registered, accessed, sent). */
export function funnelStages(byStatus: readonly { CODSTATUS: number; QUANTIDADE: number }[]) {
  const reached = Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as Record<FunnelStage, number>;
  let cancelled = 0;
  for (const { CODSTATUS, QUANTIDADE } of byStatus) {
    const stage = statusTraits(CODSTATUS)?.funnel;
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
