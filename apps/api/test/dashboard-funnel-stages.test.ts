import { describe, expect, it } from 'vitest';
import { CANDIDATE_STATUSES } from '@admissao/domain';
import { FUNNEL_STAGE_OF_STATUS, funnelStages } from '../src/modules/dashboard/funnel-stages.ts';

describe('funnelStages', () => {
  it('counts each candidate in every stage up to the one its status shows; cancelled apart', () => {
    const answer = funnelStages([
      { CODSTATUS: 1, QUANTIDADE: 5 },
      { CODSTATUS: 3, QUANTIDADE: 4 },
      { CODSTATUS: 13, QUANTIDADE: 3 },
      { CODSTATUS: 8, QUANTIDADE: 2 },
      { CODSTATUS: 9, QUANTIDADE: 1 },
    ]);
    expect(answer.ETAPAS.map((e) => [e.ETAPA, e.QUANTIDADE])).toEqual([
      ['CADASTRADOS', 15],
      ['ACESSARAM', 9],
      ['ENVIARAM', 5],
      ['FINALIZADOS', 2],
    ]);
    expect(answer.CANCELADOS).toBe(1);
    expect(answer.ETAPAS[2]!.ROTULO).toBe('Enviaram para conferência');
  });

  it('knows every status', () => {
    for (const s of CANDIDATE_STATUSES) expect(FUNNEL_STAGE_OF_STATUS[s.CODSTATUS]).toBeDefined();
  });
});
