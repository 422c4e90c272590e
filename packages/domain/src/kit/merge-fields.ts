/**
 * The merge fields of a kit template (issue 33 §1): `{{NAME}}` in a template's text is replaced,
 * when the kit is sent, by the candidate's value as the product prints it (format-value.ts). The
 * names are the registry's (one definition per field) plus a few facts of the client and the day.
 * Sensitive data (health, racial origin…) is never a merge field: a contract has no need of it.
 * Templates are checked against this list when saved; the render reads the same list.
 */
import { CANDIDATE_FIELDS } from '../registry/candidate-fields.ts';

/** Facts that are not candidate fields: the client's name and CNPJ, the unit's name, today. */
export const KIT_EXTRA_FIELDS = {
  EMPRESA: 'Nome da empresa',
  CNPJ_EMPRESA: 'CNPJ da empresa',
  UNIDADE_NOME: 'Nome da unidade',
  DATA_ATUAL: 'Data de hoje (dd/mm/aaaa)',
} as const;
export type KitExtraField = keyof typeof KIT_EXTRA_FIELDS;

export interface KitMergeField {
  name: string;
  label: string;
}

/** Every field a template may name, in the registry's order, then the extra facts. */
export const KIT_MERGE_FIELDS: readonly KitMergeField[] = [
  ...CANDIDATE_FIELDS.filter((f) => !f.sensivel).map((f) => ({ name: f.name, label: f.label })),
  ...Object.entries(KIT_EXTRA_FIELDS).map(([name, label]) => ({ name, label })),
];

const KNOWN = new Set(KIT_MERGE_FIELDS.map((f) => f.name));

/** `{{ NAME }}`: upper-case letters, digits and underscores, spaces around the name allowed. */
export const MERGE_FIELD_PATTERN = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The names a text uses, each once, in order of first use. */
export function mergeFieldsIn(text: string): string[] {
  return [...new Set([...text.matchAll(MERGE_FIELD_PATTERN)].map((m) => m[1]!))];
}

/** The names a text uses that are not merge fields (an empty list: the text is valid). */
export const unknownMergeFields = (text: string): string[] =>
  mergeFieldsIn(text).filter((n) => !KNOWN.has(n));

export const isKitMergeField = (name: string): boolean => KNOWN.has(name);

/** The text with each merge field replaced by its value ('' when the candidate has none). */
export const fillMergeFields = (text: string, valueOf: (name: string) => string): string =>
  text.replace(MERGE_FIELD_PATTERN, (whole, name: string) => (KNOWN.has(name) ? valueOf(name) : whole));
