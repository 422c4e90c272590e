import { describe, expect, it } from 'vitest';
import type { CepAnswer } from '@admissao/domain';
import { cepValues } from './cep';

const answer: CepAnswer = {
  CEP: '01310100',
  IDLOGRADOURO: 4,
  LOGRADOURO: 'Avenida',
  ENDERECO: 'Paulista',
  BAIRRO: 'Bela Vista',
  CIDADE: 'São Paulo',
  CODCIDADE: '3550308',
  UF: 'SP',
};

describe('CEP answer', () => {
  it('fills the street type id the API answers, the street and the rest', () => {
    expect(cepValues(answer)).toEqual([
      ['IDLOGRADOURO', '4'],
      ['ENDERECO', 'Paulista'],
      ['BAIRRO', 'Bela Vista'],
      ['CIDADE', 'São Paulo'],
      ['CODCIDADE', '3550308'],
      ['UF', 'SP'],
    ]);
  });

  it('skips blanks and trims what it fills', () => {
    expect(cepValues({ ...answer, ENDERECO: '', BAIRRO: '  ', CIDADE: ' São Paulo ' })).toEqual([
      ['IDLOGRADOURO', '4'],
      ['CIDADE', 'São Paulo'],
      ['CODCIDADE', '3550308'],
      ['UF', 'SP'],
    ]);
  });
});
