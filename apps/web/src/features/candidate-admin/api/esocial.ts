/**
 * eSocial S-2200 (issue 17): the pre-check of a candidate and the download of its unsigned XML; its
 * signing and sending, and the events sent (decision 077).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { esocialApi, pathOf } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';
import { call, invalidateCalls, keyOf } from '../../../lib/call';

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

/** The candidate's eSocial events (decision 077): state, protocol, receipt, occurrences. */
export function useEsocialEvents(id: number, enabled: boolean) {
  const input = { params: { id } };
  return useQuery({
    queryKey: keyOf(esocialApi.events, input),
    queryFn: ({ signal }) => call(esocialApi.events, input, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Signs and sends the S-2200; the events and the pre-check are read again, whatever came of it. */
export function useSendS2200(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(esocialApi.send, { params: { id } }),
    onSettled: () => invalidateCalls(queryClient, esocialApi.events, esocialApi.check),
  });
}
