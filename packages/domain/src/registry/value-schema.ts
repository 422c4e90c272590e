/**
 * The value of a registry field as the API answers it (GET /candidate/{id}, the dependents and
 * authorized persons): one zod schema per field type, so the answer schemas are built from the
 * registry and a field added there appears in the contract by itself. Values are what
 * normaliseValue stores and the record read gives back: 'yyyy-mm-dd' dates, digit strings,
 * numbers for units, banks, integers and decimals, booleans; null when empty.
 */
import { z } from '../zod.ts';
import type { FieldDef, FieldType } from './types.ts';

export const FIELD_VALUE_SCHEMAS = {
  text: z.string(),
  textarea: z.string(),
  email: z.string(),
  date: z.string(),
  phone: z.string(),
  mobile: z.string(),
  choice: z.string(),
  unit: z.number().int(),
  bank: z.number().int(),
  boolean: z.boolean(),
  integer: z.number().int(),
  decimal: z.number(),
  digits: z.string(),
  cpf: z.string(),
  pis: z.string(),
  cns: z.string(),
  titulo: z.string(),
  cnh: z.string(),
  cep: z.string(),
  cnpj: z.string(),
  cbo: z.string(),
  lookup: z.string(),
} as const satisfies Record<FieldType, z.ZodType>;

/** A stored value of a field of type T: its type's schema, or null when empty. */
export type StoredValueSchema<T extends FieldType> = z.ZodNullable<(typeof FIELD_VALUE_SCHEMAS)[T]>;

/** The zod shape of these fields' values, keyed by each field's spec name. */
export type ValuesShape<Fs extends readonly FieldDef[]> = {
  [F in Fs[number] as F['name']]: StoredValueSchema<F['type']>;
};

/** `{ NOME: z.string().nullable(), CODUNIDADE: z.number().int().nullable(), … }` of these fields. */
export function valuesShapeOf<const Fs extends readonly FieldDef[]>(fields: Fs): ValuesShape<Fs> {
  // Object.fromEntries loses the keys' types; the mapped type above says what the loop builds
  return Object.fromEntries(
    fields.map((f) => [f.name, FIELD_VALUE_SCHEMAS[f.type].nullable()]),
  ) as ValuesShape<Fs>;
}
