/** One page of the candidate list (GET /candidate/list with paging, sorting and the filters that are set). */
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { candidatesApi, type AnswerOf, type CandidateListPage } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { callQuery } from '../../../lib/call';
import { notifyError } from '../../../lib/notify';
import type { ListState } from '../listState';

/** With PAGE/PAGESIZE the answer is always a page; a plain list (the spec's answer) reads as one page. */
const asPage = (a: AnswerOf<typeof candidatesApi.list>): CandidateListPage =>
  Array.isArray(a) ? { rows: a, total: a.length, totalCapped: false, page: 1, pageSize: a.length } : a;

export const getCandidateListQueryOptions = (state: ListState) =>
  callQuery(
    candidatesApi.list,
    {
      query: {
        PAGE: state.page,
        PAGESIZE: state.pageSize,
        SORT: state.sort.columnAccessor,
        ORDER: state.sort.direction,
        // empty filters are left out of the call
        ...state.filters,
      },
    },
    { placeholderData: keepPreviousData, retry: false },
  );

/** A failure shows 'Erro ao Buscar Dados dos Candidatos!'. */
export function useCandidateList(state: ListState) {
  const query = useQuery({ ...getCandidateListQueryOptions(state), select: asPage });
  useEffect(() => {
    if (query.isError)
      notifyError(
        'Erro ao Buscar Dados dos Candidatos!',
        isApiError(query.error) ? query.error.message : undefined,
      );
  }, [query.isError, query.error]);
  return query;
}
