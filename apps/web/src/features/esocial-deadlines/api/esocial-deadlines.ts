/** The list 'eSocial — prazos' and the S-2190 of one of its rows (decision 082). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { encodeTenantHeader, esocialDeadlinesApi, type TenantRef } from '@admissao/domain';
import { call, callQuery, invalidateCalls } from '../../../lib/call';

export const useEsocialDeadlines = () =>
  useQuery(callQuery(esocialDeadlinesApi.list, { query: {} }, { staleTime: 0 }));

/**
 * Sends a row's S-2190 in the row's own client (the list reads across the user's clients, the send
 * is a call of one client): X-Cliente is the row's, whatever client is active. The list is read
 * again whatever came of it.
 */
export function useSendS2190() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: TenantRef & { CODCANDIDATO: number }) =>
      call(
        esocialDeadlinesApi.sendS2190,
        { params: { id: row.CODCANDIDATO } },
        { headers: { 'X-Cliente': encodeTenantHeader({ CODADM: row.CODADM, CODCLI: row.CODCLI }) } },
      ),
    onSettled: () => invalidateCalls(queryClient, esocialDeadlinesApi.list),
  });
}
