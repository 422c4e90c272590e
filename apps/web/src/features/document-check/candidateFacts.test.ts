import { describe, expect, it } from 'vitest';
import { badgesOf } from '@admissao/domain';
import { candidateFacts, PANEL_SECTIONS } from './candidateFacts';

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
    const labels = (v: Parameters<typeof badgesOf>[0]) => badgesOf(v).map((b) => b.label);
    expect(labels({ NACIONALIDADE: 'EST', PCD: 'S', TRANSGENERO: true })).toEqual([
      'Estrangeiro',
      'Pessoa com deficiência',
      'Transgênero',
    ]);
    expect(labels({ NACIONALIDADE: 'BRA', PCD: 'N', TRANSGENERO: false })).toEqual([]);
  });
  it('lists the sections documents are checked against, in page order', () => {
    expect(PANEL_SECTIONS.map((s) => s.key)).toEqual([
      'CADASTRO',
      'DADOS_PESSOAIS',
      'ENDERECO',
      'DOCUMENTACAO',
      'DADOS_BANCARIOS',
    ]);
  });
});
