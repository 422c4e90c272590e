/**
 * The badges a record shows beside the candidate's name (spec 3 §2: foreigner, person with
 * disability, transgender), read from the record's fields; the staff header, the checking screen
 * and the list's 'Informações extras' all read this list.
 */
import type { CandidateValues } from './values.ts';

/** What the badges read of a record, typed by the registry. */
export type BadgeValues = Readonly<Partial<Pick<CandidateValues, 'NACIONALIDADE' | 'PCD' | 'TRANSGENERO'>>>;

export const RECORD_BADGES = [
  {
    key: 'ESTRANGEIRO',
    label: 'Estrangeiro',
    field: 'NACIONALIDADE',
    on: (v: BadgeValues) => v.NACIONALIDADE === 'EST',
  },
  {
    key: 'PCD',
    label: 'Pessoa com deficiência',
    field: 'PCD',
    on: (v: BadgeValues) => v.PCD === 'S',
  },
  {
    key: 'TRANSGENERO',
    label: 'Transgênero',
    field: 'TRANSGENERO',
    on: (v: BadgeValues) => v.TRANSGENERO === true,
  },
] as const satisfies readonly {
  key: string;
  label: string;
  field: keyof BadgeValues;
  on: (v: BadgeValues) => boolean;
}[];

export type RecordBadge = (typeof RECORD_BADGES)[number];
export type RecordBadgeKey = RecordBadge['key'];

/** The badges of a record, in order. */
export const badgesOf = (values: BadgeValues): RecordBadge[] => RECORD_BADGES.filter((b) => b.on(values));

/**
 * `{ ESTRANGEIRO: true, PCD: false, TRANSGENERO: null }` of a record: null for a badge whose field
 * is `hidden` from the reader (a masked sensitive field, decision 036 — the list answers neither
 * true nor false for it, since either would say the value).
 */
export const badgeFlagsOf = (values: BadgeValues, hidden: readonly string[] = []) =>
  Object.fromEntries(
    RECORD_BADGES.map((b) => [b.key, hidden.includes(b.field) ? null : b.on(values)]),
  ) as Record<RecordBadgeKey, boolean | null>;
