/** Staff answer an LGPD request; the list is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyRequestsApi } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';
import { notifyError, notifySuccess } from '../../../lib/notify';

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
