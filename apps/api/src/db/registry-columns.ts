/**
 * Columns generated from the field registry: one definition per field (docs/design.md §2). Every field
 * of the candidate record, of a dependent and of an authorized person gets the column its type calls
 * for, with the length the registry gives; nothing is declared twice. registry-columns.test.ts
 * compares the tables with the registry both ways (names, types, lengths, null).
 */
import type { FieldDef, FieldType } from '@admissao/domain';
import type { NotNull } from 'drizzle-orm';
import { boolean, date, integer, numeric, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The storage kind of each field type. */
const KIND = {
  text: 'string',
  textarea: 'string',
  email: 'string',
  date: 'date',
  phone: 'string',
  mobile: 'string',
  choice: 'string',
  unit: 'integer',
  bank: 'integer',
  boolean: 'boolean',
  integer: 'integer',
  decimal: 'numeric',
  digits: 'string',
  cpf: 'string',
  pis: 'string',
  cns: 'string',
  titulo: 'string',
  cnh: 'string',
  cep: 'string',
  cnpj: 'string',
  cbo: 'string',
  lookup: 'string',
} as const satisfies Record<FieldType, string>;

type StringType = { [K in FieldType]: (typeof KIND)[K] extends 'string' ? K : never }[FieldType];

/** Characters of a string column: the registry's, or the most the type can hold. */
const LENGTH = {
  text: (f) => f.max ?? 100,
  textarea: (f) => f.max ?? 300,
  email: (f) => f.columnLength ?? f.max ?? 100,
  phone: () => 11,
  mobile: () => 11,
  choice: () => 10,
  digits: (f) => f.max ?? 20,
  cpf: () => 11,
  pis: () => 11,
  cns: () => 15,
  titulo: () => 12,
  cnh: () => 12,
  cep: () => 8,
  cnpj: () => 14,
  cbo: () => 6,
  lookup: () => 20,
} as const satisfies Record<StringType, (f: FieldDef) => number>;

/** The column length a field gets (string columns), for the schema and its test. */
export const columnLengthOf = (f: FieldDef): number | null =>
  KIND[f.type] === 'string' ? LENGTH[f.type as StringType](f) : null;

/** The SQL type of a field's column as information_schema names it (for the test). */
export const SQL_TYPE = {
  string: 'character varying',
  date: 'date',
  integer: 'integer',
  boolean: 'boolean',
  numeric: 'numeric',
} as const;
export const sqlTypeOf = (f: FieldDef) => SQL_TYPE[KIND[f.type]];

type Builders = {
  string: ReturnType<typeof varchar>;
  date: ReturnType<typeof date>;
  integer: ReturnType<typeof integer>;
  boolean: ReturnType<typeof boolean>;
  numeric: ReturnType<typeof numeric>;
};
type ColumnFor<F extends FieldDef> = F extends { notNull: true }
  ? NotNull<Builders[(typeof KIND)[F['type']]]>
  : Builders[(typeof KIND)[F['type']]];
export type GeneratedColumns<Fs extends readonly FieldDef[]> = {
  [F in Fs[number] as F['column']]: ColumnFor<F>;
};

/** Foreign keys by field type (a unit is one of the client's units). */
export interface ColumnReferences {
  unit?: () => AnyPgColumn;
}

const BUILD = {
  string: (f) => varchar(f.column, { length: columnLengthOf(f)! }),
  date: (f) => date(f.column),
  integer: (f) => integer(f.column),
  boolean: (f) => boolean(f.column),
  numeric: (f) => numeric(f.column, { precision: 10, scale: 2 }),
} satisfies { [K in keyof Builders]: (f: FieldDef) => Builders[K] };

function columnOf(f: FieldDef, refs: ColumnReferences) {
  const kind = KIND[f.type];
  let col = BUILD[kind](f);
  if (f.type === 'unit' && refs.unit) col = (col as Builders['integer']).references(refs.unit);
  return f.notNull ? col.notNull() : col;
}

/** The columns of these fields, keyed by column name. */
export function registryColumns<const Fs extends readonly FieldDef[]>(
  fields: Fs,
  refs: ColumnReferences = {},
): GeneratedColumns<Fs> {
  return Object.fromEntries(fields.map((f) => [f.column, columnOf(f, refs)])) as GeneratedColumns<Fs>;
}
