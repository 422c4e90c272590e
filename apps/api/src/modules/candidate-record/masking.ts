/**
 * Which of a candidate's fields its reader gets masked (decisions 036, 081) — the one definition that
 * the record read, the dependents' read, the list, the Excel export and the print read (issue 31 §2:
 * the list answered PCD and Transgênero to staff that the record read hid; issue 34: a dependent's
 * PCD reached staff in clear). The registry says which fields are sensitive (`sensivel`: health,
 * racial origin, gender identity), in the record and in each list kept in its own table (a
 * dependent's PCD); this says from whom: every staff user, and whoever holds a print link a staff
 * user made. Only the candidate reads them in clear. To staff the value comes only from
 * `GET /candidate/{id}/sensitive` (revealSensitive, with CODDEP for a dependent), one access-log row
 * per value shown.
 */
import {
  AUTHORIZED_PERSON_FIELDS,
  CANDIDATE_FIELDS,
  DEPENDENT_FIELDS,
  NO_DEPENDENTS_FIELD,
  type FieldDef,
  type ListKind,
} from '@admissao/domain';
import type { Actor } from '../auth/index.ts';

/** What masking reads: the candidate record's own fields, or a row of one of its lists. */
export type MaskedTable = 'CANDIDATO' | ListKind;

/**
 * The registry's fields of each (a name means a different field in each: NOME, CPF, PCD); the
 * record holds the 'no dependents' confirmation too. Together, every personal field the registry
 * has (ALL_PERSONAL_FIELDS; privacy-masking-registry.test.ts walks it).
 */
export const MASKED_TABLES = {
  CANDIDATO: [...CANDIDATE_FIELDS, NO_DEPENDENTS_FIELD],
  DEPENDENTE: DEPENDENT_FIELDS,
  PESSOA_AUTORIZADA: AUTHORIZED_PERSON_FIELDS,
} as const satisfies Record<MaskedTable, readonly FieldDef[]>;

const sensitiveOf = (fields: readonly FieldDef[]): ReadonlySet<string> =>
  new Set(fields.filter((f) => f.sensivel).map((f) => f.name));

/** the registry's sensitive fields of each, by name */
export const SENSITIVE_FIELDS_OF = {
  CANDIDATO: sensitiveOf(MASKED_TABLES.CANDIDATO),
  DEPENDENTE: sensitiveOf(MASKED_TABLES.DEPENDENTE),
  PESSOA_AUTORIZADA: sensitiveOf(MASKED_TABLES.PESSOA_AUTORIZADA),
} as const satisfies Record<MaskedTable, ReadonlySet<string>>;

/** the registry's sensitive candidate fields, by name */
export const SENSITIVE_FIELDS: ReadonlySet<string> = SENSITIVE_FIELDS_OF.CANDIDATO;

/** who reads: a signed-in user, or the holder of a print link (made by staff, read by anyone) */
export type Reader = Pick<Actor, 'kind'> | 'link';

/** The candidate reading their own data sees it all; everyone else has the sensitive fields masked. */
export const masksSensitive = (reader: Reader): boolean => reader === 'link' || reader.kind !== 'candidate';

/** Whether field `name` of `table` is masked to this reader (whatever its value). */
export const isMaskedFor = (reader: Reader, name: string, table: MaskedTable = 'CANDIDATO'): boolean =>
  masksSensitive(reader) && SENSITIVE_FIELDS_OF[table].has(name);

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * The fields of `values` (the record, or one row of `table`) hidden from this reader: the masked
 * ones that have a value (an empty one hides nothing). The reads answer these as null and name
 * them in OCULTOS.
 */
export function hiddenFields(
  reader: Reader,
  values: Record<string, unknown>,
  table: MaskedTable = 'CANDIDATO',
): string[] {
  if (!masksSensitive(reader)) return [];
  return [...SENSITIVE_FIELDS_OF[table]].filter((name) => filled(values[name]));
}

/**
 * The hidden fields of an object the caller owns set to null in it, and their names: the record
 * read masks its answer, built once, in place (copying its ~170 keys again cost more than the mask).
 */
export function maskOwnValues(
  reader: Reader,
  values: Record<string, unknown>,
  table: MaskedTable = 'CANDIDATO',
): string[] {
  const hidden = hiddenFields(reader, values, table);
  for (const name of hidden) values[name] = null;
  return hidden;
}

/** `values` with the hidden fields as null, and their names. */
export function maskValues<V extends Record<string, unknown>>(
  reader: Reader,
  values: V,
  table: MaskedTable = 'CANDIDATO',
) {
  const masked: V = { ...values };
  return { values: masked, hidden: maskOwnValues(reader, masked, table) };
}

/**
 * A row of a list as its reader gets it over the API, as the record read answers the record: to a
 * masked reader the hidden fields null and named in OCULTOS, so the staff view shows them masked
 * beside 'Mostrar'; to the candidate the row as stored, without OCULTOS.
 */
export function maskRow<V extends Record<string, unknown>>(
  reader: Reader,
  row: V,
  table: ListKind,
): V & { OCULTOS?: string[] } {
  if (!masksSensitive(reader)) return row;
  const { values, hidden } = maskValues(reader, row, table);
  return { ...values, OCULTOS: hidden };
}
