/**
 * The client's digital certificate (decision 068): GET, POST (multipart: the .pfx/.p12 and SENHA)
 * and DELETE /configuration/certificate (ADMIN). Only public facts come back.
 */
import { useQueryClient } from '@tanstack/react-query';
import { certificateApi, type AnswerOf, type CertificateAnswer } from '@admissao/domain';
import { call, callQuery } from '../../../lib/call';
import { uploadFile } from '../../../lib/upload';

export const getCertificateQueryOptions = () => callQuery(certificateApi.get);

export const uploadCertificate = (file: File, SENHA: string) =>
  uploadFile<AnswerOf<typeof certificateApi.upload>>(certificateApi.upload.path, file, { SENHA });

export const removeCertificate = () => call(certificateApi.remove);

/** The upload and the removal, each keeping the answer's facts in the tab's query. */
export function useCertificateActions() {
  const queryClient = useQueryClient();
  const store = ({ message: _message, ...facts }: CertificateAnswer) => {
    queryClient.setQueryData(getCertificateQueryOptions().queryKey, facts);
  };
  return {
    upload: async (file: File, SENHA: string) => {
      const answer = await uploadCertificate(file, SENHA);
      store(answer);
      return answer;
    },
    remove: async () => {
      const answer = await removeCertificate();
      store(answer);
      return answer;
    },
  };
}
