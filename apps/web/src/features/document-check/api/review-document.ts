/**
 * Approve / approve with observation / refuse one document (and, with askCorrection, ask the
 * candidate to correct it: decision 062), keeping the screen's caches in step.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  candidateLogApi,
  DOC_MSG,
  documentsApi,
  type DocumentAction,
  type DocumentRow,
} from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { call, invalidateCalls } from '../../../lib/call';
import { getObservationsQueryOptions, patchDocumentRow } from '../../../lib/documents';
import { getCandidateRecordQueryOptions } from '../../../lib/queries/candidate-record';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { refreshAfterStatusChange } from './refresh-check';

export function useReviewDocument(candidateId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      doc,
      action,
      observation,
      askCorrection,
    }: {
      doc: DocumentRow;
      action: DocumentAction;
      observation?: string;
      askCorrection?: boolean;
    }) =>
      call(documentsApi.action, {
        body: {
          CODCANDIDATO: candidateId,
          CODTIPODOC: doc.CODTIPODOC,
          CODUSUARIO: userId,
          DOCUMENTO: doc.DOCUMENTO,
          ACAO: action,
          OBSERVACAO: observation,
          ...(askCorrection ? { PEDIR_CORRECAO: true } : {}),
        },
      }),
    onSuccess: (answer) => {
      patchDocumentRow(queryClient, candidateId, answer.CODTIPODOC, {
        STATUS: answer.STATUS,
        DESSTATUS: answer.DESSTATUS,
        CORSTATUS: answer.CORSTATUS,
        CONFERIDO: answer.CONFERIDO,
        OBSERVACAO_STATUS: answer.OBSERVACAO_STATUS,
      });
      const candidate = queryClient.getQueryData(getCandidateRecordQueryOptions(candidateId).queryKey);
      // a new status: the badge, what may be done in it, the list and the logs
      if (candidate && candidate.CODSTATUS !== answer.CODSTATUS) void refreshAfterStatusChange(queryClient);
      else void invalidateCalls(queryClient, candidateLogApi.list);
      void queryClient.invalidateQueries({
        queryKey: getObservationsQueryOptions(candidateId, answer.CODTIPODOC).queryKey,
      });
      notifySuccess(answer.message || DOC_MSG.approved);
    },
    onError: (e) => notifyError('Erro ao realizar ação!', isApiError(e) ? e.message : undefined),
  });
}
