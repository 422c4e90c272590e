/**
 * Which of a candidate's fields its reader gets masked (decision 036) — the one definition that the
 * record read, the list, the Excel export and the print read (issue 31 §2: the list answered PCD
 * and Transgênero to staff that the record read hid). The registry says which fields are sensitive
 * (`sensivel`: health, racial origin, gender identity); this says from whom: every staff user, and
 * whoever holds a print link a staff user made. Only the candidate reads them in clear. To staff
 * the value comes only from `GET /candidate/{id}/sensitive` (revealSensitive), one access-log row
 * per field shown.
 */
import { CANDIDATE_FIELDS } from '@admissao/domain';
import type { Actor } from '../auth/index.ts';

/** the registry's sensitive candidate fields, by name */
export const SENSITIVE_FIELDS: ReadonlySet<string> = new Set(
  CANDIDATE_FIELDS.filter((f) => f.sensivel).map((f) => f.name),
);

/** who reads: a signed-in user, or the holder of a print link (made by staff, read by anyone) */
export type Reader = Pick<Actor, 'kind'> | 'link';

/** The candidate reading their own data sees it all; everyone else has the sensitive fields masked. */
export const masksSensitive = (reader: Reader): boolean => reader === 'link' || reader.kind !== 'candidate';

/** Whether field `name` is masked to this reader (whatever its value). */
export const isMaskedFor = (reader: Reader, name: string): boolean =>
  masksSensitive(reader) && SENSITIVE_FIELDS.has(name);

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * The fields of `values` hidden from this reader: the masked ones that have a value (an empty one
 * hides nothing). The record read answers these as null and names them in OCULTOS.
 */
export function hiddenFields(reader: Reader, values: Record<string, unknown>): string[] {
  if (!masksSensitive(reader)) return [];
  return [...SENSITIVE_FIELDS].filter((name) => filled(values[name]));
}

/** `values` with the hidden fields as null, and their names. */
export function maskValues<V extends Record<string, unknown>>(reader: Reader, values: V) {
  const hidden = hiddenFields(reader, values);
  const masked: V = { ...values, ...Object.fromEntries(hidden.map((name) => [name, null])) };
  return { values: masked, hidden };
}
