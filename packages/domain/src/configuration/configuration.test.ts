/** Pure save rules of spec 3 §5 shared by the configuration forms and the API. */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings.ts';
import { customFieldOptionsError } from './custom-field.ts';
import { CONFIG_MSG } from './messages.ts';
import { resolveReportRange, reportFileName } from './reports.ts';
import { ZConfigurationSave } from '../contract/configuration.ts';
import { applyConfigurationSave, normaliseSemicolonList } from './settings-save.ts';

describe('configuration save', () => {
  it('normalises the semicolon lists', () => {
    expect(normaliseSemicolonList(' A ; B;;C ')).toBe('A;B;C;');
    expect(normaliseSemicolonList(' ; ')).toBe('');
  });
  it('applies the rules to the merged settings', () => {
    const base = defaultSettings();
    expect(applyConfigurationSave(base, { INFO_ASSIS_MEDICA: true })).toEqual({
      ok: false,
      message: CONFIG_MSG.medicalTypesRequired,
      field: 'OBS_ASSIS_MEDICA',
    });
    const withList = { ...base, OBS_TRANSP_FRETADO: 'Sé' };
    expect(applyConfigurationSave(withList, { INFO_TRANSP_FRETADO: true })).toMatchObject({
      ok: true,
      settings: { OBS_TRANSP_FRETADO: 'Sé;' },
    });
    expect(applyConfigurationSave(base, { BANCO_PREFERENCIA: 'T', BANCO_SELECIONADO: 237 })).toMatchObject({
      ok: true,
      settings: { BANCO_SELECIONADO: 0 },
    });
    expect(applyConfigurationSave(base, { OBS_ASSIS_MEDICA: 'x'.repeat(200) })).toMatchObject({
      ok: false,
      message: 'Máximo de 200 caracteres.',
    });
  });
  it('refuses unknown keys and wrong types', () => {
    expect(ZConfigurationSave.safeParse({ NOPE: 1 }).success).toBe(false);
    expect(ZConfigurationSave.safeParse({ TRANSPORTE_PUBLICO: 'X' }).success).toBe(false);
    expect(ZConfigurationSave.safeParse({ TRANSPORTE_PUBLICO: 'D', INFO_VAGA: true }).success).toBe(true);
  });
});

describe('custom field options', () => {
  it.each([
    ['T', null, null],
    ['M', 'A;', CONFIG_MSG.fieldOptionsMin],
    ['M', 'A;B', CONFIG_MSG.fieldOptionsSemicolon],
    ['M', 'A;B;', null],
    ['R', 'A;B;C;D;E;', null],
    ['R', 'A;B;C;D;E;F;', CONFIG_MSG.fieldRadioRange],
  ] as const)('%s %s', (tipo, opcoes, error) => {
    expect(customFieldOptionsError(tipo, opcoes)).toBe(error);
  });
});

describe('report range', () => {
  it('defaults, formats and order', () => {
    expect(resolveReportRange()).toEqual({ ok: true, from: '1900-01-01', to: '2100-01-01' });
    expect(resolveReportRange('20260101', '31/01/2026')).toEqual({
      ok: true,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(resolveReportRange('2026-02-01', '2026-01-31')).toEqual({
      ok: false,
      message: 'A data final é anterior a data inicial!',
      title: 'Datas Inválidas!',
    });
  });
  it('names the file with a Brasília timestamp', () => {
    expect(reportFileName('relatorio-candidatos', new Date('2026-11-22T03:04:05Z'))).toBe(
      'relatorio-candidatos-20261122000405.xlsx',
    );
  });
});
