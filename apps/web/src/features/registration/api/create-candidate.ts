/**
 * Cadastrar (POST /candidate): the new candidate; afterwards the list and the manager and recruiter
 * suggestions (a new name may be among them) are read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { candidatesApi, type CallInput } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';

export const createCandidate = (body: CallInput<typeof candidatesApi.create>['body']) =>
  call(candidatesApi.create, { body });

export function useRefreshAfterRegistration() {
  const queryClient = useQueryClient();
  return () =>
    invalidateCalls(queryClient, candidatesApi.list, candidatesApi.managers, candidatesApi.recruiters);
}
