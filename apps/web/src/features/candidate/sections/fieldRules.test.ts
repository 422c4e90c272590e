import { describe, expect, it } from 'vitest';
import { defaultSettings, fieldByName, type FieldDef } from '@admissao/domain';
import { clearConfirmation, fieldRule, forcedEdits } from './fieldRules';
import { formValue, sameAsStored } from './values';

const def = (name: string): FieldDef => {
  const found = fieldByName(name);
  if (!found) throw new Error(name);
  return found;
};
const settings = {
  ...defaultSettings(),
  TRANSPORTE_PUBLICO: 'D' as const,
  OBS_TRANSP_FRETADO: 'TERMINAL;ESTAÇÃO;',
  INFO_CTPS_DIGITAL: true,
};

describe('field rules of the candidate page', () => {
  it('Brazilians are not naturalised; CTPS is digital when the client says so', () => {
    const ctx = { settings, values: { NACIONALIDADE: 'BRA' } };
    expect(fieldRule(def('NATURALIZADO'), ctx)).toEqual({ fixed: 'false' });
    expect(fieldRule(def('NATURALIZADO'), { settings, values: { NACIONALIDADE: 'EST' } })).toEqual({});
    expect(fieldRule(def('CTPSTIPO'), ctx)).toMatchObject({ fixed: 'D', note: def('CTPSTIPO').note });
    expect(forcedEdits(ctx, { NACIONALIDADE: 'BRA', NATURALIZADO: null, CTPSTIPO: null })).toEqual([
      ['NATURALIZADO', false],
      ['CTPSTIPO', 'D'],
    ]);
    expect(forcedEdits(ctx, { NACIONALIDADE: 'BRA', NATURALIZADO: false, CTPSTIPO: 'D' })).toEqual([]);
    // registry defaults of empty fields, once filling has started (the delivery ones only when asked)
    const filled = {
      NACIONALIDADE: 'BRA',
      NATURALIZADO: false,
      CTPSTIPO: 'D',
      SEXO: null,
      IDLOGRADOURO: null,
    };
    // Sexo is never preselected (decision 064)
    expect(forcedEdits(ctx, filled, true)).toEqual([['IDLOGRADOURO', 33]]);
    const delivery = { settings: { ...settings, ENTREGA_EQUIP: true }, values: filled };
    expect(forcedEdits(delivery, { ...filled, SEXO: 'F', IDLOGRADOURO: 4 }, true)).toEqual([
      ['IDLOGRADOURO_ENTREGA', 33],
      ['UF_ENTREGA', 'SP'],
    ]);
  });

  it('chartered transport locations and medical plans come from the settings', () => {
    const ctx = { settings: { ...settings, OBS_ASSIS_MEDICA: 'ENFERMARIA;' }, values: {} };
    expect(fieldRule(def('LOCAL_TRANSP_FRETADO'), ctx).options?.map((o) => o.value)).toEqual([
      'TERMINAL',
      'ESTAÇÃO',
      'Nenhum',
    ]);
    expect(fieldRule(def('ASSISTENCIA_MEDICA'), ctx).options?.map((o) => o.value)).toEqual([
      'ENFERMARIA',
      'Não desejo',
    ]);
  });

  it('public transport Sim → Não asks first (the API then empties the lines)', () => {
    const ctx = { settings, values: {} };
    const tp = def('TRANSPORTE_PUBLICO');
    expect(clearConfirmation(tp, ctx, 'true', 'false')?.text).toBe(
      'Confirma a alteração para Não? Isto fará com que os dados de linhas sejam limpos.',
    );
    expect(clearConfirmation(tp, ctx, '', 'false')).toBeNull();
    expect(clearConfirmation(tp, ctx, 'false', 'true')).toBeNull();
    const basic = { settings: { ...settings, TRANSPORTE_PUBLICO: 'B' as const }, values: {} };
    expect(clearConfirmation(tp, basic, 'true', 'false')).toBeNull();
    expect(tp.clears?.fields).toEqual(['LINHAIDA', 'LINHAVOLTA', 'VALORIDA', 'VALORVOLTA', 'TIPOCARTAO']);
  });

  it('stored values are shown as typed and compared as stored', () => {
    expect(formValue(def('DATNASC'), '1990-03-15')).toBe('15/03/1990');
    expect(formValue(def('FILHOS'), false)).toBe('false');
    expect(formValue(def('VALORIDA'), 4.4)).toBe('4,40');
    expect(sameAsStored(def('DATNASC'), '15/03/1990', '1990-03-15')).toBe(true);
    expect(sameAsStored(def('CPF'), '529.982.247-25', '52998224725')).toBe(true);
    expect(sameAsStored(def('VALORIDA'), '4,4', 4.4)).toBe(true);
    expect(sameAsStored(def('VALORIDA'), '', null)).toBe(true);
    expect(sameAsStored(def('FILHOS'), 'true', true)).toBe(true);
    expect(sameAsStored(def('FILHOS'), 'false', null)).toBe(false);
    expect(sameAsStored(def('NOMEPAI'), ' JOSÉ ', 'JOSÉ')).toBe(true);
  });
});
