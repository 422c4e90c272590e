/** Approve / approve with observation / refuse one document, keeping the screen's caches in step. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOC_MSG, type DocumentAction } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { documentKeys, type DocumentRow } from '../../lib/documents';
import { notifyError, notifySuccess } from '../../lib/notify';
import { checkKeys, documentAction, type CheckedCandidate } from './api';

export function useDocumentAction(candidateId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      doc,
      action,
      observation,
    }: {
      doc: DocumentRow;
      action: DocumentAction;
      observation?: string;
    }) =>
      documentAction({
        CODCANDIDATO: candidateId,
        CODTIPODOC: doc.CODTIPODOC,
        CODUSUARIO: userId,
        DOCUMENTO: doc.DOCUMENTO,
        ACAO: action,
        OBSERVACAO: observation,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData<DocumentRow[]>(documentKeys.list(candidateId), (rows) =>
        rows?.map((r) =>
          r.CODTIPODOC === answer.CODTIPODOC
            ? {
                ...r,
                STATUS: answer.STATUS,
                DESSTATUS: answer.DESSTATUS,
                CORSTATUS: answer.CORSTATUS,
                CONFERIDO: answer.CONFERIDO,
                OBSERVACAO_STATUS: answer.OBSERVACAO_STATUS,
              }
            : r,
        ),
      );
      const candidate = queryClient.getQueryData<CheckedCandidate>(checkKeys.candidate(candidateId));
      if (candidate && candidate.CODSTATUS !== answer.CODSTATUS)
        void queryClient.invalidateQueries({ queryKey: checkKeys.candidate(candidateId) });
      void queryClient.invalidateQueries({ queryKey: ['documentCheck', candidateId, 'log'] });
      void queryClient.invalidateQueries({
        queryKey: documentKeys.observations(candidateId, answer.CODTIPODOC),
      });
      notifySuccess(answer.message || DOC_MSG.approved);
    },
    onError: (e) => notifyError('Erro ao realizar ação!', isApiError(e) ? e.message : undefined),
  });
}
