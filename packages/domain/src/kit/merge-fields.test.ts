import { describe, expect, it } from 'vitest';
import { fillMergeFields, KIT_MERGE_FIELDS, mergeFieldsIn, unknownMergeFields } from './merge-fields.ts';
import { CANDIDATE_FIELDS } from '../registry/candidate-fields.ts';

describe('kit merge fields', () => {
  it('offers the contract facts of the issue and no sensitive field', () => {
    const names = KIT_MERGE_FIELDS.map((f) => f.name);
    for (const n of [
      'NOME',
      'CPF',
      'CARGO',
      'DATINICIO',
      'VRSALFX',
      'CBOCARGO',
      'TPJORNADA',
      'EMPRESA',
      'CNPJ_EMPRESA',
    ])
      expect(names).toContain(n);
    for (const f of CANDIDATE_FIELDS.filter((x) => x.sensivel)) expect(names).not.toContain(f.name);
  });

  it('finds the names a text uses and those it does not know', () => {
    const text = '<p>{{NOME}}, CPF {{ CPF }}, {{NOME}} {{SENHA}} {{ cargo }}</p>';
    expect(mergeFieldsIn(text)).toEqual(['NOME', 'CPF', 'SENHA', 'cargo']);
    expect(unknownMergeFields(text)).toEqual(['SENHA', 'cargo']);
  });

  it('fills known names and leaves unknown ones as written', () => {
    expect(fillMergeFields('{{NOME}} / {{X}}', (n) => (n === 'NOME' ? 'ANA' : '?'))).toBe('ANA / {{X}}');
  });
});
