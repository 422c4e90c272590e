/**
 * Reading and writing the registry-generated columns of a table by the fields' spec names: a
 * select list `{ NOME: dependent.nome, … }` and an insert/update row `{ nome: …, … }`, so a module
 * that stores a list of registry fields (dependents, authorized persons) writes no column by hand.
 */
import type { FieldDef } from '@admissao/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Columns = Record<string, AnyPgColumn>;

/** The table's column of each field, keyed by the field's spec name (typed: the select infers each value). */
export type SelectionOf<T, Fs extends readonly FieldDef[]> = {
  [F in Fs[number] as F['name']]: F['column'] extends keyof T ? T[F['column']] : never;
};

/** `{ [spec name]: column }` of these fields, for a select. */
export function selectionOf<T extends object, const Fs extends readonly FieldDef[]>(
  table: T,
  fields: Fs,
): SelectionOf<T, Fs> {
  const byColumn = table as unknown as Columns;
  return Object.fromEntries(
    fields.map((f) => {
      const column = byColumn[f.column];
      if (!column) throw new Error(`coluna ${f.column} ausente da tabela`);
      return [f.name, column];
    }),
  ) as SelectionOf<T, Fs>;
}

/** `{ [column]: value }` of values keyed by spec name, for an insert or update. */
export const rowOf = (fields: readonly FieldDef[], values: Record<string, unknown>) =>
  Object.fromEntries(fields.map((f) => [f.column, values[f.name] ?? null]));
