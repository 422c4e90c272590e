/** eSocial S-2200 (issue 17): the pre-check of a candidate and the download of its unsigned XML. */
import { useQuery } from '@tanstack/react-query';
import { esocialApi, pathOf } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';
import { call, keyOf } from '../../../lib/call';

export function useS2200Check(id: number, enabled: boolean) {
  const input = { params: { id } };
  return useQuery({
    queryKey: keyOf(esocialApi.check, input),
    queryFn: ({ signal }) => call(esocialApi.check, input, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Saves the XML under the server's name (S-2200_<CPF>_<Id>.xml). */
export async function downloadS2200(id: number): Promise<void> {
  const res = await apiResponse(pathOf(esocialApi.xml.path, { id }), { method: 'GET' });
  await saveResponse(res, 'S-2200.xml');
}
