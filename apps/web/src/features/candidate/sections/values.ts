/**
 * Between the stored record (booleans, yyyy-mm-dd dates, numbers, digits) and the form (the
 * text an input shows), by registry field type. The registry's normaliseValue decides what a
 * typed value is stored as, so "changed" means "would store something else".
 */
import { checkFieldValue, formatDateBR, normaliseValue, type FieldDef } from '@admissao/domain';
import type { EditValue } from '../autosave/types';

/** The stored value as the input shows it. */
export function formValue(def: FieldDef, stored: unknown): string {
  if (stored === null || stored === undefined) return '';
  if (def.type === 'date' && typeof stored === 'string' && /^\d{4}-\d{2}-\d{2}/.test(stored))
    return formatDateBR(stored.slice(0, 10));
  if (def.type === 'boolean') return stored === true || stored === 'S' ? 'true' : 'false';
  if (def.type === 'decimal' && typeof stored === 'number') return stored.toFixed(2).replace('.', ',');
  return String(stored);
}

/** What the form value would be stored as (null for blank). */
export function storedValue(def: FieldDef, text: string): EditValue {
  return normaliseValue(def, text);
}

const comparable = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** True when saving the form value would change nothing. */
export function sameAsStored(def: FieldDef, text: string, stored: unknown): boolean {
  const next = storedValue(def, text);
  const current = def.type === 'boolean' ? normaliseValue(def, comparable(stored)) : stored;
  if (def.type === 'decimal')
    return Number(next ?? NaN) === Number(current ?? NaN) || (next === null && current == null);
  return comparable(next) === comparable(current);
}

/**
 * The problem with a typed value, or null (blank is fine here: required is checked by Validar). Shown
 * under the field, so without its label ('CPF inválido.', not 'CPF: CPF inválido.').
 */
export const problemOf = (def: FieldDef, text: string): string | null => checkFieldValue(def, text);

/**
 * A message of the API ('CPF: CPF inválido.', written for where the field is not beside it) as shown
 * under the field: without the 'Label: ' it starts with.
 */
export const withoutLabel = (label: string, message: string): string =>
  message.startsWith(`${label}: `) ? message.slice(label.length + 2) : message;

/** Text typed with the upper-case preference is stored in upper case (what the candidate sees). */
export function casedText(def: FieldDef, text: string, upper: boolean): string {
  return upper && (def.type === 'text' || def.type === 'textarea') ? text.toLocaleUpperCase('pt-BR') : text;
}
