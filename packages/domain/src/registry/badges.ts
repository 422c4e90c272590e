/**
 * The badges a record shows beside the candidate's name (spec 3 §2: foreigner, person with
 * disability, transgender), read from the record's fields; the staff header, the checking screen
 * and the list's 'Informações extras' all read this list.
 */
export const RECORD_BADGES = [
  { key: 'ESTRANGEIRO', label: 'Estrangeiro', on: (v: Record<string, unknown>) => v.NACIONALIDADE === 'EST' },
  { key: 'PCD', label: 'Pessoa com deficiência', on: (v: Record<string, unknown>) => v.PCD === 'S' },
  { key: 'TRANSGENERO', label: 'Transgênero', on: (v: Record<string, unknown>) => v.TRANSGENERO === true },
] as const;

export type RecordBadge = (typeof RECORD_BADGES)[number];
export type RecordBadgeKey = RecordBadge['key'];

/** The badges of a record, in order. */
export const badgesOf = (values: Record<string, unknown>): RecordBadge[] =>
  RECORD_BADGES.filter((b) => b.on(values));

/** `{ ESTRANGEIRO: true, PCD: false, TRANSGENERO: false }` of a record. */
export const badgeFlagsOf = (values: Record<string, unknown>) =>
  Object.fromEntries(RECORD_BADGES.map((b) => [b.key, b.on(values)])) as Record<RecordBadgeKey, boolean>;
