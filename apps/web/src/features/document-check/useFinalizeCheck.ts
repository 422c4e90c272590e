/**
 * Finalizar on the checking screen (spec 3 §4): the domain's lifecycle rule for finalize (from
 * status 4, not 8 or 9, FINALIZAR flag for managers — the API enforces the same table) plus
 * every document checked that is sent or required (awaitingCheckMessage, which the API enforces
 * too: an optional document never sent does not hold it back). After success the user goes back to the list with the server's
 * message ('Conferência finalizada com sucesso!' or the pending-items one).
 */
import { modals } from '@mantine/modals';
import {
  awaitingCheckMessage,
  checkLifecycleAction,
  isStaffRole,
  noPermissionMessage,
  noPermissions,
  type DocumentRow,
} from '@admissao/domain';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useFinalizeCheckMutation } from './api/finalize-check';

export function useFinalizeCheck(
  candidateId: number,
  userId: number,
  status: number,
  docs: DocumentRow[] | undefined,
) {
  const { user } = useSession();
  const { data: permissions } = usePermissions();
  const mutation = useFinalizeCheckMutation(candidateId, userId);
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
