/** The custom fields of the candidate page: active, filled by the candidate; a failure shows 'Erro ao buscar dados' (spec 2 §8). */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG, type CustomField } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { getCustomFieldsQueryOptions } from '../../../lib/queries/custom-fields';

const candidateFilled = (list: CustomField[]) =>
  list.filter((f) => f.ATIVO !== false && f.RESP_PREENCHIMENTO !== 'A');

export function useCandidateCustomFields() {
  const query = useQuery({ ...getCustomFieldsQueryOptions(), select: candidateFilled });
  useEffect(() => {
    if (query.isError) notifyError(MSG.fetchError, isApiError(query.error) ? query.error.message : undefined);
  }, [query.isError, query.error]);
  return query;
}
