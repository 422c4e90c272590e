/**
 * Columns of table `candidate` generated from the field registry: one definition per
 * field (DESIGN.md §2). The registration fields declared by hand in schema.ts keep their
 * columns; every other registry field gets the column its type calls for.
 */
import { CANDIDATE_FIELDS, type FieldDef, type FieldType } from '@admissao/domain';
import { boolean, date, integer, numeric, varchar } from 'drizzle-orm/pg-core';

const COLUMN_FOR = {
  text: (f) => varchar(f.column, { length: f.max ?? 100 }),
  textarea: (f) => varchar(f.column, { length: f.max ?? 300 }),
  email: (f) => varchar(f.column, { length: f.max ?? 100 }),
  date: (f) => date(f.column),
  phone: (f) => varchar(f.column, { length: 11 }),
  mobile: (f) => varchar(f.column, { length: 11 }),
  choice: (f) => varchar(f.column, { length: 10 }),
  unit: (f) => integer(f.column),
  bank: (f) => integer(f.column),
  boolean: (f) => boolean(f.column),
  integer: (f) => integer(f.column),
  decimal: (f) => numeric(f.column, { precision: 10, scale: 2 }),
  digits: (f) => varchar(f.column, { length: f.max ?? 20 }),
  cpf: (f) => varchar(f.column, { length: 11 }),
  pis: (f) => varchar(f.column, { length: 11 }),
  cns: (f) => varchar(f.column, { length: 15 }),
  titulo: (f) => varchar(f.column, { length: 12 }),
  cnh: (f) => varchar(f.column, { length: 12 }),
  cep: (f) => varchar(f.column, { length: 8 }),
  lookup: (f) => varchar(f.column, { length: 20 }),
} satisfies Record<FieldType, (f: FieldDef) => unknown>;

/** Registry fields whose columns schema.ts declares itself (registration data). */
export const HAND_DECLARED = new Set([
  'nome',
  'email',
  'datinicio',
  'codunidade',
  'tipocargo',
  'cargo',
  'vaga',
  'gestor',
  'recrutador',
  'telefone',
  'celular',
  'observacoes',
  'codbanco',
]);

type GeneratedColumns = Record<string, ReturnType<(typeof COLUMN_FOR)[FieldType]>>;

export function registryColumns(): GeneratedColumns {
  const out: GeneratedColumns = {};
  for (const f of CANDIDATE_FIELDS) {
    if (HAND_DECLARED.has(f.column)) continue;
    out[f.column] = COLUMN_FOR[f.type](f) as GeneratedColumns[string];
  }
  return out;
}
