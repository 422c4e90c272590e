/** Rotate / crop one stored image (POST /candidate/documents/image/edit): a new version is stored. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOC_MSG, documentsApi, type AnswerOf, type CallInput } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { call, invalidateCalls } from '../../../lib/call';
import { notifyError, notifySuccess } from '../../../lib/notify';

type EditBody = CallInput<typeof documentsApi.editImage>['body'];

export function useEditImage(onSaved: (saved: AnswerOf<typeof documentsApi.editImage>) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditBody) => call(documentsApi.editImage, { body }),
    onSuccess: (saved) => {
      notifySuccess(DOC_MSG.edited);
      void invalidateCalls(queryClient, documentsApi.images);
      onSaved(saved);
    },
    onError: (e) => notifyError('Erro ao alterar a imagem', isApiError(e) ? e.message : undefined),
  });
}
