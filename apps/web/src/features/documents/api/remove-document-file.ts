/**
 * Removes one file of a document (DELETE …/documents/image): the tile shows the answer at once and
 * every document read is fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOC_MSG, documentsApi, type AnswerOf, type DocumentFile } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { call } from '../../../lib/call';
import { invalidateDocuments, patchDocumentRow } from '../../../lib/documents';
import { notifyError, notifySuccess } from '../../../lib/notify';

export function useRemoveDocumentFile(
  { candidateId, CODTIPODOC, userId }: { candidateId: number; CODTIPODOC: number; userId: number },
  onRemoved: (answer: AnswerOf<typeof documentsApi.removeFile>) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (f: DocumentFile) =>
      call(documentsApi.removeFile, {
        params: { CODCANDIDATO: candidateId, CODTIPODOC, CODUSUARIO: userId },
        query: { CODIMAGEM: f.id, IMAGEM: f.file },
      }),
    onSuccess: (answer) => {
      notifySuccess(answer.message || DOC_MSG.removed);
      patchDocumentRow(queryClient, candidateId, answer.CODTIPODOC, {
        STATUS: answer.STATUS,
        DESSTATUS: answer.DESSTATUS,
        CORSTATUS: answer.CORSTATUS,
        ARQUIVOS: answer.ARQUIVOS,
      });
      void invalidateDocuments(queryClient);
      onRemoved(answer);
    },
    onError: (e) => notifyError('Erro ao remover o arquivo', isApiError(e) ? e.message : undefined),
  });
}
