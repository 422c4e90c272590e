/**
 * The client's digital certificate (decision 068): GET, POST (multipart: the .pfx/.p12 and SENHA)
 * and DELETE /configuration/certificate (ADMIN). Only public facts come back.
 */
import type { QueryClient } from '@tanstack/react-query';
import { certificateApi, type AnswerOf, type CertificateAnswer } from '@admissao/domain';
import { call, callQuery } from '../../../lib/call';
import { uploadFile } from '../../../lib/upload';

export const getCertificateQueryOptions = () => callQuery(certificateApi.get);

export const uploadCertificate = (file: File, SENHA: string) =>
  uploadFile<AnswerOf<typeof certificateApi.upload>>(certificateApi.upload.path, file, { SENHA });

export const removeCertificate = () => call(certificateApi.remove);

export const storeCertificate = (qc: QueryClient, { message: _message, ...facts }: CertificateAnswer) =>
  qc.setQueryData(getCertificateQueryOptions().queryKey, facts);
