/**
 * Finalizar (spec 2 §4.2, §8), once the candidate confirmed (FinalizeDialog.tsx): POST
 * /candidate/confirm after the saves still running; on success the toast 'Sucesso' (5 s), a
 * reload (the status locks the form) and `sent`, which lands the candidate on the status message
 * and its next steps (StatusNotice.tsx); on failure 'Erro ao finalizar!' with the server's message
 * (10 s).
 */
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess, TOAST_LONG_MS } from '../../../lib/notify';
import { useRefreshRecord } from '../api/candidate-record';
import { confirmRecord } from '../api/confirm-record';
import { useSaveQueue } from '../autosave/AutosaveProvider';

export const FINALIZE_SUCCESS = 'Dados enviados com sucesso. Favor aguardar a conferência dos documentos.';

export function useFinalize(codcandidato: number) {
  const refreshRecord = useRefreshRecord();
  const queue = useSaveQueue();
  const [finalizing, setFinalizing] = useState(false);
  const [sent, setSent] = useState(false);
  const finalize = async () => {
    setFinalizing(true);
    try {
      await queue.whenIdle();
      await confirmRecord(codcandidato);
      notifySuccess(FINALIZE_SUCCESS, 'Sucesso');
      setSent(true);
    } catch (e) {
      notifyError(
        'Erro ao finalizar!',
        isApiError(e) ? e.message : 'Tente novamente mais tarde.',
        TOAST_LONG_MS,
      );
    } finally {
      await refreshRecord();
      setFinalizing(false);
    }
  };
  return { finalize, finalizing, sent };
}
