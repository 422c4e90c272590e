import { describe, expect, it } from 'vitest';
import { funnelStages } from '../src/modules/dashboard/funnel-stages.ts';

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

  it('reads the stage from STATUS_TRAITS; a status the table does not know is not counted', () => {
    const answer = funnelStages([
      { CODSTATUS: 10, QUANTIDADE: 2 },
      { CODSTATUS: 99, QUANTIDADE: 7 },
    ]);
    expect(answer.ETAPAS.map((e) => e.QUANTIDADE)).toEqual([2, 2, 2, 0]);
  });
});
