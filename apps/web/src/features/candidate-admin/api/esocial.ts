/** eSocial S-2200 (issue 17): the pre-check of a candidate and the download of its unsigned XML. */
import { useQuery } from '@tanstack/react-query';
import { esocialApi, pathOf } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
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
  const name =
    /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'S-2200.xml';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
