/**
 * Runs a lifecycle call and does what the spec asks after it: the server's message as a toast,
 * back to the list after Finalizar and Cancelar, the view reloaded after the others.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hasCode, isApiError } from '../../../lib/api';
import { notifyError, notifySuccess, notifyWarning, TOAST_LONG_MS, TOAST_MS } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import type { LifecycleAnswer } from '@admissao/domain';
import { useRefreshCandidate } from '../api/refresh-candidate';
import { runLifecycle, type LifecycleCall } from '../api/run-lifecycle';
import { ERROR_TOASTS } from './messages';

const LEAVES: ReadonlySet<LifecycleCall> = new Set(['finalize', 'cancel']);

export function useLifecycle(id: number) {
  const { user } = useSession();
  const refresh = useRefreshCandidate();
  const navigate = useNavigate();
  const [running, setRunning] = useState<LifecycleCall | null>(null);

  /** The answer, or null when the call failed (the error toast was shown). */
  const run = async (call: LifecycleCall): Promise<LifecycleAnswer | null> => {
    setRunning(call);
    try {
      const answer = await runLifecycle(call, id, user?.CODUSUARIO);
      notifySuccess(answer.message);
      // a received eSocial event outlives the cancellation: the S-3000 is offered (decision 083)
      if (answer.AVISO_ESOCIAL) notifyWarning(answer.AVISO_ESOCIAL);
      // the list shows the new status too
      void refresh.list();
      if (LEAVES.has(call)) navigate('/admin/lista');
      else await refresh.view();
      return answer;
    } catch (e) {
      notifyError(
        ERROR_TOASTS[call],
        isApiError(e) ? e.message : undefined,
        call === 'finalize' ? TOAST_LONG_MS : TOAST_MS,
      );
      // a conflict (status changed meanwhile) or a refusal by the status means the view is out of date
      if (hasCode(e, 'CONFLICT', 'STATUS_NOT_ALLOWED')) void refresh.view();
      return null;
    } finally {
      setRunning(null);
    }
  };
  return { run, running };
}
