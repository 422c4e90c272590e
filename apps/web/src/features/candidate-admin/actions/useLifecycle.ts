/**
 * Runs a lifecycle call and does what the spec asks after it: the server's message as a toast,
 * back to the list after Finalizar and Cancelar, the view reloaded after the others.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess, TOAST_LONG_MS, TOAST_MS } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { runLifecycle, type ActionAnswer, type LifecycleCall } from '../api';
import { adminKeys } from '../queries';
import { ERROR_TOASTS } from './messages';

const LEAVES: ReadonlySet<LifecycleCall> = new Set(['finalize', 'cancel']);

export function useLifecycle(id: number) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [running, setRunning] = useState<LifecycleCall | null>(null);

  /** The answer, or null when the call failed (the error toast was shown). */
  const run = async (call: LifecycleCall): Promise<ActionAnswer | null> => {
    setRunning(call);
    try {
      const answer = await runLifecycle(call, id, user?.CODUSUARIO);
      notifySuccess(answer.message);
      // the list shows the new status too
      void queryClient.invalidateQueries({ queryKey: ['candidates'] });
      if (LEAVES.has(call)) navigate('/admin/lista');
      else await queryClient.invalidateQueries({ queryKey: adminKeys.all(id) });
      return answer;
    } catch (e) {
      notifyError(
        ERROR_TOASTS[call],
        isApiError(e) ? e.message : undefined,
        call === 'finalize' ? TOAST_LONG_MS : TOAST_MS,
      );
      // a 409 (status changed meanwhile) or 403 (status) means the view is out of date
      if (isApiError(e) && (e.status === 409 || e.status === 403))
        void queryClient.invalidateQueries({ queryKey: adminKeys.all(id) });
      return null;
    } finally {
      setRunning(null);
    }
  };
  return { run, running };
}
