/** Validar: the OCR of one document's images on the server (POST …/validation/run), ADMIN only. */
import { useMutation } from '@tanstack/react-query';
import { documentFilesApi, type OcrAnswer } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { call } from '../../../lib/call';
import { notifyError } from '../../../lib/notify';

export function useRunOcr(candidateId: number, CODTIPODOC: number, onResult: (result: OcrAnswer) => void) {
  return useMutation({
    mutationFn: () =>
      call(documentFilesApi.validationRun, { body: { CODCANDIDATO: candidateId, CODTIPODOC } }),
    onSuccess: onResult,
    onError: (e) => notifyError('Erro ao validar', isApiError(e) ? e.message : undefined),
  });
}
