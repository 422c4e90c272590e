/** The candidate files an LGPD request; the list is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyRequestsApi, type PrivacyRequestType } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';
import { notifyError, notifySuccess } from '../../../lib/notify';

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
