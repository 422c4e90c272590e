/** The candidate list's remembered state: page, page size, sort and filters (spec 3 §9). */
import { CANDIDATE_LIST_SORTS } from '@admissao/domain';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../components/table/tableTexts';

export type SortKey = (typeof CANDIDATE_LIST_SORTS)[number];

export interface ListFilters {
  /** name prefix, or a candidate code */
  NOME: string;
  /** dd/mm/yyyy, registration date from */
  DATINICIAL: string;
  /** dd/mm/yyyy, registration date up to */
  DATFINAL: string;
  /** status code, '' for all */
  STATUS: string;
}

export interface ListState {
  page: number;
  pageSize: number;
  sort: { columnAccessor: SortKey; direction: 'asc' | 'desc' };
  filters: ListFilters;
}

export const NO_FILTERS: ListFilters = { NOME: '', DATINICIAL: '', DATFINAL: '', STATUS: '' };

export const LIST_DEFAULTS: ListState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: { columnAccessor: 'DATCADASTRO', direction: 'desc' },
  filters: NO_FILTERS,
};

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const BR_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** Repairs a stored value (older shape, tampering) against the defaults. */
export function sanitizeListState(stored: unknown, d: ListState): ListState {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Partial<ListState>;
  const f = (s.filters && typeof s.filters === 'object' ? s.filters : {}) as Partial<ListFilters>;
  const date = (v: unknown) => (typeof v === 'string' && BR_DATE.test(v) ? v : '');
  const sortKey = s.sort?.columnAccessor;
  return {
    page: Number.isInteger(s.page) && Number(s.page) >= 1 ? Number(s.page) : d.page,
    pageSize: PAGE_SIZES.includes(Number(s.pageSize)) ? Number(s.pageSize) : d.pageSize,
    sort:
      sortKey && (CANDIDATE_LIST_SORTS as readonly string[]).includes(sortKey)
        ? { columnAccessor: sortKey, direction: s.sort?.direction === 'asc' ? 'asc' : 'desc' }
        : d.sort,
    filters: {
      NOME: text(f.NOME, 100),
      DATINICIAL: date(f.DATINICIAL),
      DATFINAL: date(f.DATFINAL),
      STATUS: /^\d{1,2}$/.test(String(f.STATUS ?? '')) ? String(f.STATUS) : '',
    },
  };
}

export const hasFilters = (f: ListFilters) => Object.values(f).some(Boolean);
