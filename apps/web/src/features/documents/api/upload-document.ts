/** Sends one file of a document (POST /candidate/documents/upload/{tipo}/…) with its progress. */
import { useQueryClient } from '@tanstack/react-query';
import { documentsApi } from '@admissao/domain';
import { invalidateDocuments, patchDocumentRow } from '../../../lib/documents';
import { uploadWithProgress } from '../../../lib/upload';

/** The route segment only names the kind; the API decides by the content. */
const kindOf = (file: File) =>
  /\.pdf$/i.test(file.name) || file.type === 'application/pdf' ? 'pdf' : 'image';

export const uploadDocument = (
  CODCANDIDATO: number,
  CODTIPODOC: number,
  CODUSUARIO: number,
  file: File,
  onProgress: (fraction: number) => void,
) =>
  uploadWithProgress(
    documentsApi.upload,
    { params: { tipo: kindOf(file), CODCANDIDATO, CODTIPODOC, CODUSUARIO } },
    file,
    onProgress,
  );

/**
 * uploadDocument with its cache update: the answer is written into the document's row at once (the
 * tile shows the new status and count); `refresh` reads every document again after the batch.
 */
export function useUploadDocument(candidateId: number, userId: number) {
  const queryClient = useQueryClient();
  return {
    upload: async (CODTIPODOC: number, file: File, onProgress: (fraction: number) => void) => {
      const answer = await uploadDocument(candidateId, CODTIPODOC, userId, file, onProgress);
      patchDocumentRow(queryClient, candidateId, answer.CODTIPODOC, {
        STATUS: answer.STATUS,
        DESSTATUS: answer.DESSTATUS,
        CORSTATUS: answer.CORSTATUS,
        ARQUIVOS: answer.ARQUIVOS,
        CONFERIDO: false,
      });
      return answer;
    },
    refresh: () => invalidateDocuments(queryClient),
  };
}
