/**
 * Finalizar on the checking screen: enabled only when every document is CONFERIDO (spec 3 §4),
 * the candidate is not in an end state (8, 9) and the user has FINALIZAR. The rest of the
 * finalize rules (e.g. from status 4) are the API's: its error, also a missing route, is shown
 * as it answers.
 */
import { useMutation } from '@tanstack/react-query';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { allDocumentsChecked } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import type { DocumentRow } from '../../lib/documents';
import { notifyError, notifySuccess, TOAST_LONG_MS } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { finalizeCheck } from './api';

export function useFinalizeCheck(
  candidateId: number,
  userId: number,
  status: number,
  docs: DocumentRow[] | undefined,
) {
  const navigate = useNavigate();
  const { data: permissions } = usePermissions();
  const mutation = useMutation({
    mutationFn: () => finalizeCheck(candidateId, userId),
    onSuccess: (answer) => {
      notifySuccess(answer?.message || 'Conferência finalizada com sucesso!');
      void navigate('/admin/lista');
    },
    onError: (e) =>
      notifyError('Erro ao finalizar conferência!', isApiError(e) ? e.message : undefined, TOAST_LONG_MS),
  });
  const checked = Boolean(docs && docs.length > 0 && allDocumentsChecked(docs));
  const statusOk = status !== 8 && status !== 9;
  const allowed = permissions?.FINALIZAR !== false;
  const reason = !checked
    ? 'Confira (aprove ou recuse) todos os documentos para finalizar.'
    : !statusOk
      ? 'Finalizar não disponível no status atual.'
      : !allowed
        ? 'Sem permissão para finalizar.'
        : '';
  return {
    enabled: checked && statusOk && allowed && !mutation.isPending,
    reason,
    busy: mutation.isPending,
    run: () =>
      modals.openConfirmModal({
        title: 'Finalizar conferência',
        children: 'Confirma a finalização da conferência deste candidato?',
        labels: { confirm: 'Finalizar', cancel: 'Cancelar' },
        onConfirm: () => mutation.mutate(),
      }),
  };
}
