/**
 * Privacy facts of the registry (decision 035): every field declares a category, whether it is
 * sensitive and its legal basis; the art. 37 record is read from them.
 */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings.ts';
import { BASES_LEGAIS, CATEGORIAS_DADO } from './privacy.ts';
import { ALL_PERSONAL_FIELDS, processingRecordOf } from './processing-record.ts';

const SENSITIVE = [
  'IDRACA',
  'PCD',
  'TIPOSANGUINEO',
  'PESO',
  'ALTURA',
  'DOADOR',
  'DATULTDOACAO',
  'TRANSGENERO',
];

describe('privacy facts of the registry', () => {
  it.each(ALL_PERSONAL_FIELDS.map((f) => [`${f.section}.${f.name}`, f] as const))(
    '%s declares categoria, sensivel and baseLegal',
    (_name, f) => {
      expect(Object.keys(CATEGORIAS_DADO)).toContain(f.categoria);
      expect(typeof f.sensivel).toBe('boolean');
      expect(Object.keys(BASES_LEGAIS)).toContain(f.baseLegal);
    },
  );

  it('marks racial origin, disability and health data sensitive', () => {
    const sensitive = ALL_PERSONAL_FIELDS.filter((f) => f.sensivel).map((f) => f.name);
    for (const name of SENSITIVE) expect(sensitive, name).toContain(name);
    expect(ALL_PERSONAL_FIELDS.find((f) => f.name === 'IDRACA')?.categoria).toBe('origem_racial');
  });

  it('never rests sensitive data on the contract (art. 11 has no such basis)', () => {
    for (const f of ALL_PERSONAL_FIELDS.filter((x) => x.sensivel))
      expect(f.baseLegal, f.name).not.toBe('execucao_contrato');
  });

  it('builds the art. 37 record from the registry and the client settings', () => {
    const off = processingRecordOf(defaultSettings());
    expect(off).toHaveLength(ALL_PERSONAL_FIELDS.length);
    const blood = (rows: typeof off) => rows.find((r) => r.CAMPO === 'TIPOSANGUINEO');
    expect(blood(off)).toMatchObject({ CATEGORIA: 'Saúde', SENSIVEL: true, COLETADO: false });
    const on = processingRecordOf({ ...defaultSettings(), INFO_SANGUINEO: true });
    expect(blood(on)?.COLETADO).toBe(true);
    expect(off.find((r) => r.CAMPO === 'CPF')).toMatchObject({
      COLETADO: true,
      BASE_LEGAL: BASES_LEGAIS.obrigacao_legal.label,
    });
  });
});
