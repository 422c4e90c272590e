import { describe, expect, it } from 'vitest';
import { cepValues } from './cep';

const types = [
  { value: '4', label: 'Avenida' },
  { value: '33', label: 'Rua' },
];
const answer = {
  CEP: '01310100',
  LOGRADOURO: 'Avenida',
  ENDERECO: 'Paulista',
  BAIRRO: 'Bela Vista',
  CIDADE: 'São Paulo',
  CODCIDADE: 3550308,
  UF: 'SP',
};

describe('CEP answer', () => {
  it('fills the street type by name, the street and the rest, skipping blanks', () => {
    expect(cepValues(answer, types)).toEqual([
      ['IDLOGRADOURO', '4'],
      ['ENDERECO', 'Paulista'],
      ['BAIRRO', 'Bela Vista'],
      ['CIDADE', 'São Paulo'],
      ['CODCIDADE', '3550308'],
      ['UF', 'SP'],
    ]);
    expect(cepValues({ ...answer, BAIRRO: '', LOGRADOURO: 33 }, types)[0]).toEqual(['IDLOGRADOURO', '33']);
  });

  it('prefers the street type id the API answers', () => {
    expect(cepValues({ ...answer, IDLOGRADOURO: 33, LOGRADOURO: 'Rua' }, types)[0]).toEqual([
      'IDLOGRADOURO',
      '33',
    ]);
  });

  it('keeps a whole street name that is not a street type as the address', () => {
    const values = cepValues({ ...answer, LOGRADOURO: 'Avenida Paulista', ENDERECO: null }, types);
    expect(values.slice(0, 2)).toEqual([
      ['ENDERECO', 'Avenida Paulista'],
      ['BAIRRO', 'Bela Vista'],
    ]);
  });
});
