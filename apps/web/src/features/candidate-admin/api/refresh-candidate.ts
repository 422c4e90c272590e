/**
 * After an action or an edit: every read of the staff view is fetched again (record, dependents,
 * authorized persons, custom values, documents, log), and the candidate list shows the new state.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  candidateExtrasApi,
  candidateLogApi,
  candidateRecordApi,
  candidatesApi,
  documentsApi,
} from '@admissao/domain';
import { invalidateCalls } from '../../../lib/call';

export const refreshCandidateView = (qc: QueryClient) =>
  invalidateCalls(
    qc,
    candidateRecordApi.get,
    candidateExtrasApi.dependents,
    candidateExtrasApi.authorizations,
    candidateExtrasApi.customValues,
    documentsApi.list,
    candidateLogApi.list,
  );

export const refreshCandidateList = (qc: QueryClient) => invalidateCalls(qc, candidatesApi.list);

/** the two refreshes, bound to the app's query cache, for a screen */
export function useRefreshCandidate() {
  const queryClient = useQueryClient();
  return { view: () => refreshCandidateView(queryClient), list: () => refreshCandidateList(queryClient) };
}
