import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { fetchCandidatePage } from './api';
import type { ListState } from './listState';

/** One page of the candidate list; a failure shows 'Erro ao Buscar Dados dos Candidatos!'. */
export function useCandidateList(state: ListState) {
  const { client } = useSession();
  const query = useQuery({
    queryKey: ['candidates', 'list', client?.CODADM, client?.CODCLI, state],
    queryFn: ({ signal }) => fetchCandidatePage(state, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    if (query.isError)
      notifyError(
        'Erro ao Buscar Dados dos Candidatos!',
        isApiError(query.error) ? query.error.message : undefined,
      );
  }, [query.isError, query.error]);
  return query;
}
