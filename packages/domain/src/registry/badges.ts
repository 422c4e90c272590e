/**
 * The badges a record shows beside the candidate's name (spec 3 §2: foreigner, person with
 * disability, transgender), read from the record's fields; the staff header, the checking screen
 * and the list's 'Informações extras' all read this list.
 */
export const RECORD_BADGES = [
  {
    key: 'ESTRANGEIRO',
    label: 'Estrangeiro',
    field: 'NACIONALIDADE',
    on: (v: Record<string, unknown>) => v.NACIONALIDADE === 'EST',
  },
  {
    key: 'PCD',
    label: 'Pessoa com deficiência',
    field: 'PCD',
    on: (v: Record<string, unknown>) => v.PCD === 'S',
  },
  {
    key: 'TRANSGENERO',
    label: 'Transgênero',
    field: 'TRANSGENERO',
    on: (v: Record<string, unknown>) => v.TRANSGENERO === true,
  },
] as const;

export type RecordBadge = (typeof RECORD_BADGES)[number];
export type RecordBadgeKey = RecordBadge['key'];

/** The badges of a record, in order. */
export const badgesOf = (values: Record<string, unknown>): RecordBadge[] =>
  RECORD_BADGES.filter((b) => b.on(values));

/**
 * `{ ESTRANGEIRO: true, PCD: false, TRANSGENERO: null }` of a record: null for a badge whose field
 * is `hidden` from the reader (a masked sensitive field, decision 036 — the list answers neither
 * true nor false for it, since either would say the value).
 */
export const badgeFlagsOf = (values: Record<string, unknown>, hidden: readonly string[] = []) =>
  Object.fromEntries(
    RECORD_BADGES.map((b) => [b.key, hidden.includes(b.field) ? null : b.on(values)]),
  ) as Record<RecordBadgeKey, boolean | null>;
