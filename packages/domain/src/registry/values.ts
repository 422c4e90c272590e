/**
 * The values of a record as TypeScript sees them, derived from the registry's `as const` lists
 * (issue 32 §2): `{ NOME: string; CODUNIDADE: number | null; TRANSGENERO: boolean | null; … }`.
 * Each field's value type is its FieldType's value schema (value-schema.ts), so what the contract
 * answers and what the code reads are one definition; a field is nullable unless its column refuses
 * null (`notNull`). A field added to the registry appears here by itself.
 */
import type { z } from '../zod.ts';
import type { CANDIDATE_FIELDS } from './candidate-fields.ts';
import type { DEPENDENT_FIELDS } from './dependent.ts';
import type { FieldDef, FieldType } from './types.ts';
import type { FIELD_VALUE_SCHEMAS } from './value-schema.ts';

/** The value of a field of type T as stored and answered ('yyyy-mm-dd' dates, digit strings, numbers…). */
export type ValueOfType<T extends FieldType> = z.infer<(typeof FIELD_VALUE_SCHEMAS)[T]>;

/** A field's stored value: null when empty, unless its column refuses null. */
export type StoredValueOf<F extends FieldDef> = F extends { notNull: true }
  ? ValueOfType<F['type']>
  : ValueOfType<F['type']> | null;

/** The values of a list of fields, keyed by spec name. */
export type ValuesOf<Fs extends readonly FieldDef[]> = {
  [F in Fs[number] as F['name']]: StoredValueOf<F>;
};

/** A candidate's record values (CandidateRecord.values in the API). */
export type CandidateValues = ValuesOf<typeof CANDIDATE_FIELDS>;
/** One dependent's values. */
export type DependentValues = ValuesOf<typeof DEPENDENT_FIELDS>;

/** The names of the fields of a list that the eSocial S-2200 reads (`esocial: true`). */
export type EsocialFieldNameOf<Fs extends readonly FieldDef[]> = Extract<
  Fs[number],
  { esocial: true }
>['name'];

/**
 * A record's values looked up by a name known only at run time (a FieldDef's, a request's): what the
 * registry's generic loops read. Any of the types above widens to it without a cast.
 */
export type ValuesByName = Readonly<Record<string, unknown>>;

/** The names of the fields of a list that only the eSocial S-2300 reads (`esocialS2300: true`). */
export type EsocialS2300FieldNameOf<Fs extends readonly FieldDef[]> = Extract<
  Fs[number],
  { esocialS2300: true }
>['name'];
