/** What the checking screen reads again after a status change or Finalizar. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { candidateLogApi, candidateRecordApi, candidatesApi } from '@admissao/domain';
import { invalidateCalls } from '../../../lib/call';

export const refreshCandidateList = (qc: QueryClient) => invalidateCalls(qc, candidatesApi.list);

/** The list, the record (badge and what may be done in the new status) and the logs (the change is logged). */
export const refreshAfterStatusChange = (qc: QueryClient) =>
  invalidateCalls(qc, candidatesApi.list, candidateRecordApi.get, candidateLogApi.list);

/** refreshAfterStatusChange for a screen (the status dialog's onChanged) */
export function useRefreshAfterStatusChange() {
  const queryClient = useQueryClient();
  return () => refreshAfterStatusChange(queryClient);
}
