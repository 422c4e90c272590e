/**
 * A valid value for any registry field, by type: tests and the autosave benchmark fill a
 * whole record with it. Check-digit types use real valid numbers.
 */
import type { ClientSettings, FieldDef, FieldType } from '@admissao/domain';

const LOOKUP_SAMPLES: Record<string, string> = {
  marital_status: 'SOL',
  education_level: '7',
  human_race: '3',
  country: 'AR',
  uf: 'SP',
  public_place: '33',
  city: '3550308',
  birthplace: '3550308',
};

const SAMPLE = {
  text: (f) => 'TESTE'.slice(0, f.max ?? 100),
  textarea: () => 'OBSERVAÇÃO DE TESTE',
  email: () => 'teste@exemplo.com.br',
  date: () => '15/03/1990',
  phone: () => '1133334444',
  mobile: () => '11999998888',
  choice: (f) => f.options?.[0]?.value ?? 'S',
  unit: () => 1,
  bank: () => 1,
  boolean: () => true,
  integer: (f) => '1'.repeat(Math.min(2, f.max ?? 2)),
  decimal: () => '4,40',
  digits: (f) => '1234567890123456789'.slice(0, Math.min(f.max ?? 6, 6)),
  cpf: () => '52998224725',
  pis: () => '78074337862',
  cns: () => '700000000000005',
  titulo: () => '102385010671',
  cnh: () => '22522791508',
  cep: () => '01310100',
  cnpj: () => '11222333000181',
  cbo: () => '252105',
  lookup: (f) => LOOKUP_SAMPLES[f.lookup ?? ''] ?? '1',
} satisfies Record<FieldType, (f: FieldDef) => string | number | boolean>;

/** With the client's settings, fields whose options come from them get their first option. */
export const sampleValue = (f: FieldDef, settings?: ClientSettings) =>
  f.optionsFrom && settings ? (f.optionsFrom(settings)[0]?.value ?? '') : SAMPLE[f.type](f);
