import { describe, expect, it } from 'vitest';
import { candidateBadges, candidateFacts } from './candidateFacts';

describe('side panel facts', () => {
  it('shows only filled fields, formatted, and leaves id fields out', () => {
    const facts = candidateFacts(
      { NOME: 'MARIA', DATINICIO: '2026-12-01', CODUNIDADE: 3, EMAIL: '' },
      'CADASTRO',
    );
    expect(facts.map((f) => [f.name, f.value])).toEqual([
      ['NOME', 'MARIA'],
      ['DATINICIO', '01/12/2026'],
    ]);
  });
  it('masks the CPF', () => {
    const cpf = candidateFacts({ CPF: '52998224725' }, 'DOCUMENTACAO').find((f) => f.name === 'CPF');
    expect(cpf?.value).toBe('529.982.247-25');
  });
  it('names the badges of the header', () => {
    expect(candidateBadges({ NACIONALIDADE: 'EST', PCD: 'S', TRANSGENERO: true })).toEqual([
      'Estrangeiro',
      'PCD',
      'Transgênero',
    ]);
    expect(candidateBadges({ NACIONALIDADE: 'BRA', PCD: 'N', TRANSGENERO: false })).toEqual([]);
  });
});
