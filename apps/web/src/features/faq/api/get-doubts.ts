/** The client's FAQ (GET /candidate/doubts) and one entry; DESCRICAO is HTML sanitised by the API. */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contentApi, MSG } from '@admissao/domain';
import { callQuery } from '../../../lib/call';
import { notifyError } from '../../../lib/notify';
import { errorDetail } from '../errors';

export const getDoubtsQueryOptions = () => callQuery(contentApi.doubts, undefined, { retry: false });
export const getDoubtQueryOptions = (id: number) =>
  callQuery(contentApi.doubt, { params: { id } }, { retry: false });

/** The client's FAQ; a failure shows 'Erro ao buscar dados'. */
export function useDoubts() {
  const query = useQuery(getDoubtsQueryOptions());
  useEffect(() => {
    if (query.isError) notifyError(MSG.fetchError, errorDetail(query.error));
  }, [query.isError, query.error]);
  return query;
}

export const useDoubt = (id: number, enabled = true) =>
  useQuery({ ...getDoubtQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });
