/**
 * Finalizar on the checking screen (POST lifecycle finalize): the server's message, the list read
 * again (it shows the new status) and back to it; a refusal by the status or a conflict (race)
 * means the screen is out of date, so the record is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { candidateRecordApi, LIFECYCLE_MESSAGES, lifecycleApi } from '@admissao/domain';
import { hasCode, isApiError } from '../../../lib/api';
import { call, invalidateCalls } from '../../../lib/call';
import { notifyError, notifySuccess, TOAST_LONG_MS } from '../../../lib/notify';
import { refreshCandidateList } from './refresh-check';

export function useFinalizeCheckMutation(candidateId: number, userId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(lifecycleApi.finalize, { body: { CODCANDIDATO: candidateId, CODUSUARIO: userId } }),
    onSuccess: (answer) => {
      notifySuccess(answer.message || LIFECYCLE_MESSAGES.finalized);
      // the list shows the new status
      void refreshCandidateList(queryClient);
      void navigate('/admin/lista');
    },
    onError: (e) => {
      notifyError('Erro ao finalizar conferência!', isApiError(e) ? e.message : undefined, TOAST_LONG_MS);
      // a refusal by the status or a conflict (race) means the screen is out of date
      if (hasCode(e, 'STATUS_NOT_ALLOWED', 'CONFLICT'))
        void invalidateCalls(queryClient, candidateRecordApi.get);
    },
  });
}
