import type { CandidateListPage } from '@admissao/domain';
import { api } from '../../lib/api';
import type { ListState } from './listState';

/** GET /candidate/list with paging, sorting and the filters that are set. */
export function fetchCandidatePage(state: ListState, signal?: AbortSignal) {
  const q = new URLSearchParams({
    PAGE: String(state.page),
    PAGESIZE: String(state.pageSize),
    SORT: state.sort.columnAccessor,
    ORDER: state.sort.direction,
  });
  for (const [key, value] of Object.entries(state.filters)) if (value) q.set(key, value);
  return api<CandidateListPage>(`/candidate/list?${q.toString()}`, { signal });
}

export interface CandidateIdAnswer {
  CODCANDIDATO: number;
  CODADM: number;
  CODCLI: string;
  NOMECLI: string;
}

export const resolveCandidateId = (id: number) => api<CandidateIdAnswer>('/candidate/id', { body: { id } });
