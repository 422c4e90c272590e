/**
 * Finalizar (spec 2 §4.2, §8): POST /candidate/confirm after the saves still running; on
 * success the toast 'Sucesso' (5 s) and a reload (the status locks the form); on failure
 * 'Erro ao finalizar!' with the server's message (10 s).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess, TOAST_LONG_MS } from '../../../lib/notify';
import { confirmRegistration } from '../api';
import { useSaveQueue } from '../autosave/AutosaveProvider';
import { candidateKeys } from '../queries';

export const FINALIZE_SUCCESS = 'Dados enviados com sucesso. Favor aguardar a conferência dos documentos.';

export function useFinalize(codcandidato: number) {
  const queryClient = useQueryClient();
  const queue = useSaveQueue();
  const [finalizing, setFinalizing] = useState(false);
  const finalize = async () => {
    setFinalizing(true);
    try {
      await queue.whenIdle();
      await confirmRegistration(codcandidato);
      notifySuccess(FINALIZE_SUCCESS, 'Sucesso');
    } catch (e) {
      notifyError(
        'Erro ao finalizar!',
        isApiError(e) ? e.message : 'Tente novamente mais tarde.',
        TOAST_LONG_MS,
      );
    } finally {
      await queryClient.invalidateQueries({ queryKey: candidateKeys.record(codcandidato) });
      setFinalizing(false);
    }
  };
  return { finalize, finalizing };
}
