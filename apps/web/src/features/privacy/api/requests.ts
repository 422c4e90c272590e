/**
 * LGPD requests (decision 036): the list (the candidate's own, or every one for staff), a new
 * request and a staff answer; after either the list is read again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { privacyRequestsApi, type PrivacyRequestType } from '@admissao/domain';
import { call, callQuery, invalidateCalls } from '../../../lib/call';
import { notifyError, notifySuccess } from '../../../lib/notify';

export const usePrivacyRequests = () => useQuery(callQuery(privacyRequestsApi.list, { query: {} }));

export function useFileRequest(onFiled: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ TIPO, DESCRICAO }: { TIPO: PrivacyRequestType; DESCRICAO: string }) =>
      call(privacyRequestsApi.create, { body: { TIPO, DESCRICAO } }),
    onSuccess: async () => {
      onFiled();
      notifySuccess('Requisição registrada. Você verá a resposta nesta página.');
      await invalidateCalls(qc, privacyRequestsApi.list);
    },
    onError: (e) => notifyError(e.message),
  });
}

export function useAnswerRequest(onAnswered: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, RESPOSTA }: { id: number; RESPOSTA: string }) =>
      call(privacyRequestsApi.answer, { params: { id }, body: { RESPOSTA } }),
    onSuccess: async () => {
      onAnswered();
      notifySuccess('Resposta enviada ao candidato.');
      await invalidateCalls(qc, privacyRequestsApi.list);
    },
    onError: (e) => notifyError(e.message),
  });
}
