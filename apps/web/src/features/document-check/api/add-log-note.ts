/** A note in the attendance log (POST /candidate/log), general or on one document; the log is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateLogApi } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { call, invalidateCalls } from '../../../lib/call';
import { notifyError, notifySuccess } from '../../../lib/notify';

interface Note {
  candidateId: number;
  userId: number;
  candidateStatus: number;
  /** null: a general note */
  doc: { CODTIPODOC: number } | null;
}

export function useAddLogNote({ candidateId, userId, candidateStatus, doc }: Note, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      call(candidateLogApi.add, {
        body: {
          CODCANDIDATO: candidateId,
          CODUSUARIO: userId,
          CODSTATUS: candidateStatus,
          OBSERVACOES: text,
          TIPO: doc ? '1' : '0',
          CODTIPODOC: doc?.CODTIPODOC,
        },
      }),
    onSuccess: () => {
      onAdded();
      notifySuccess('Apontamento adicionado.');
      void invalidateCalls(queryClient, candidateLogApi.list);
    },
    onError: (e) => notifyError('Erro ao adicionar apontamento!', isApiError(e) ? e.message : undefined),
  });
}
