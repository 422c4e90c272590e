/**
 * The public verification (issue 33 §4): the PDF sent as multipart to POST /signature/verify, or the
 * typed code read with GET /signature/verify/:codigo. Neither needs a session.
 */
import { signatureVerifyApi, type SignatureVerifyAnswer } from '@admissao/domain';
import { call } from '../../../lib/call';
import { uploadFile } from '../../../lib/upload';

export const verifySignatureFile = (file: File) =>
  uploadFile<SignatureVerifyAnswer>(signatureVerifyApi.verify.path, file);

export const verifySignatureCode = (codigo: string) =>
  call(signatureVerifyApi.verifyCode, { params: { codigo } });
