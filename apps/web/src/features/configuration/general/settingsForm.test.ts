import { describe, expect, it } from 'vitest';
import { CLIENT_SETTINGS, defaultSettings, type ClientSettings } from '@admissao/domain';
import { changedKeys, choiceOptions, SETTING_KEYS, settingsResolver } from './settingsForm';

const stored = (): ClientSettings => ({
  ...defaultSettings(),
  INFO_ASSIS_MEDICA: true,
  OBS_ASSIS_MEDICA: 'ENFERMARIA;',
});
const resolve = (values: ClientSettings) =>
  settingsResolver(stored)(values, undefined, { fields: {}, shouldUseNativeValidation: false }) as Promise<{
    values: Partial<ClientSettings>;
    errors: Record<string, { message?: string }>;
  }>;

describe('general settings form', () => {
  it('has one control per registry setting', () => {
    expect(SETTING_KEYS).toEqual(Object.keys(CLIENT_SETTINGS));
  });

  it('labels the choices from the values their schema accepts', () => {
    expect(choiceOptions('BANCO_PREFERENCIA').map((o) => o.value)).toEqual(['T', 'E', 'P']);
    expect(choiceOptions('TRANSPORTE_PUBLICO').find((o) => o.value === 'D')?.label).toMatch(/Detalhado/);
  });

  it('refuses medical assistance without types with the spec message on that field', async () => {
    const { errors } = await resolve({ ...stored(), OBS_ASSIS_MEDICA: ' ; ' });
    expect(errors.OBS_ASSIS_MEDICA?.message).toBe('Insira no mínimo um tipo de assistência médica.');
  });

  it('normalises the lists and forces bank 0 for "all banks"', async () => {
    const { values, errors } = await resolve({
      ...stored(),
      INFO_TRANSP_FRETADO: true,
      OBS_TRANSP_FRETADO: 'LAPA; SÉ',
      BANCO_PREFERENCIA: 'T',
      BANCO_SELECIONADO: 341,
    });
    expect(errors).toEqual({});
    expect(values.OBS_TRANSP_FRETADO).toBe('LAPA;SÉ;');
    expect(values.BANCO_SELECIONADO).toBe(0);
    expect(changedKeys(stored(), values as ClientSettings)).toEqual([
      'INFO_TRANSP_FRETADO',
      'OBS_TRANSP_FRETADO',
    ]);
  });
});
