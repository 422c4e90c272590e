/**
 * The candidate page's own record entry: read again after a change made elsewhere on the page (a
 * file sent, a dependent saved, Finalizar, an e-mail switched), and read from the cache itself
 * where a render must see a patch at once (PageContext.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { candidateRecordApi, type CandidateRecord } from '@admissao/domain';
import { invalidateCalls } from '../../../lib/call';
import { getCandidateRecordQueryOptions } from '../../../lib/queries/candidate-record';

/** marks the record stale, so what is shown is read again */
export function useRefreshRecord() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, candidateRecordApi.get);
}

/** the cached record (with every patch already in), else undefined */
export function useCachedRecord(CODCANDIDATO: number): CandidateRecord | undefined {
  const queryClient = useQueryClient();
  return queryClient.getQueryData(getCandidateRecordQueryOptions(CODCANDIDATO).queryKey);
}
