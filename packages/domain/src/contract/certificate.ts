/**
 * The client's digital certificate (decision 068): what is installed — the client's own PKCS#12 or,
 * without one, the installation's — with its public facts only. The file, its password and the key
 * never travel back.
 */
import { z } from '../zod.ts';
import { ZTimestamp } from './common.ts';
import { op } from './operation.ts';

export const CERTIFICATE_ORIGINS = ['CLIENTE', 'INSTALACAO'] as const;

export const ZCertificateAnswer = z.object({
  /** CLIENTE: uploaded by the ADMIN; INSTALACAO: the installation's own (self-signed, never ICP-Brasil) */
  ORIGEM: z.enum(CERTIFICATE_ORIGINS),
  TITULAR: z.string(),
  /** from the ICP-Brasil otherName 2.16.76.1.3.3 of the subject alternative name, when present */
  CNPJ: z.string().nullable(),
  EMISSOR: z.string(),
  NUMERO_SERIE: z.string(),
  VALIDO_DE: ZTimestamp,
  VALIDO_ATE: ZTimestamp,
  /** whole days until VALIDO_ATE (negative once expired) */
  DIAS_RESTANTES: z.number().int(),
  ICP_BRASIL: z.boolean(),
  ENVIADO_EM: ZTimestamp.nullable(),
  message: z.string().optional(),
});
export type CertificateAnswer = z.output<typeof ZCertificateAnswer>;

export const certificateApi = {
  get: op({
    method: 'GET',
    path: '/configuration/certificate',
    auth: 'staff',
    summary:
      'Certificado digital do cliente (ou o da instalação, quando não há): só os dados públicos (somente ADMIN)',
    response: ZCertificateAnswer,
  }),
  upload: op({
    // POST like the other uploads (lib/upload.ts): the client's certificate is replaced whole
    method: 'POST',
    path: '/configuration/certificate',
    auth: 'staff',
    summary:
      'Envia o certificado A1 do cliente (multipart: campo file com o .pfx/.p12 e campo SENHA; somente ADMIN)',
    response: ZCertificateAnswer,
  }),
  remove: op({
    method: 'DELETE',
    path: '/configuration/certificate',
    auth: 'staff',
    summary: 'Remove o certificado do cliente, voltando ao da instalação (somente ADMIN)',
    response: ZCertificateAnswer,
  }),
};
