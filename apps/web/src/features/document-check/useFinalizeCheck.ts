/**
 * Finalizar on the checking screen (spec 3 §4): the domain's lifecycle rule for finalize (from
 * status 4, not 8 or 9, FINALIZAR flag for managers — the API enforces the same table) plus
 * every document checked that is sent or required (awaitingCheckMessage, which the API enforces
 * too: an optional document never sent does not hold it back). After success the user goes back to the list with the server's
 * message ('Conferência finalizada com sucesso!' or the pending-items one).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import {
  awaitingCheckMessage,
  checkLifecycleAction,
  isStaffRole,
  LIFECYCLE_MESSAGES,
  noPermissionMessage,
  noPermissions,
  candidateRecordApi,
  lifecycleApi,
  type DocumentRow,
} from '@admissao/domain';
import { hasCode, isApiError } from '../../lib/api';
import { call, invalidateCalls } from '../../lib/call';
import { notifyError, notifySuccess, TOAST_LONG_MS } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { refreshCandidateList } from './api/refresh-check';

export function useFinalizeCheck(
  candidateId: number,
  userId: number,
  status: number,
  docs: DocumentRow[] | undefined,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { data: permissions } = usePermissions();
  const mutation = useMutation({
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
  const role = user?.PERMISSAO;
  const rule = isStaffRole(role)
    ? checkLifecycleAction('finalize', { role, permissions: permissions ?? noPermissions() }, status)
    : ({ ok: false, message: noPermissionMessage('finalize') } as const);
  // the documents still to check, named ('Faltam conferir: PIS, CNH.'); nothing while they load
  const unchecked = docs ? awaitingCheckMessage(docs) : 'Carregando documentos…';
  const reason = unchecked || (rule.ok ? '' : rule.message);
  return {
    enabled: !reason && !mutation.isPending,
    reason,
    busy: mutation.isPending,
    run: () =>
      modals.openConfirmModal({
        title: 'Finalizar conferência',
        children:
          'Confirma a finalização? Havendo pendências, o candidato receberá um e-mail para corrigi-las.',
        labels: { confirm: 'Finalizar', cancel: 'Cancelar' },
        onConfirm: () => mutation.mutate(),
      }),
  };
}
