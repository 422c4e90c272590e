/**
 * Configurações → eSocial (issue 34 §1, decision 079): who transmits the client's events, the
 * administrator's transmitter certificate (its public facts only: the file, its password and the key
 * never travel back), and the Painel's warning of certificates that expire within 30 days.
 */
import { z } from '../zod.ts';
import { ESOCIAL_SETTINGS_MSG, ESOCIAL_TRANSMISSION_MODES } from '../esocial/sending-messages.ts';
import { ZCertificateAnswer } from './certificate.ts';
import { ZTimestamp } from './common.ts';
import { ZDashboardQuery } from './dashboard.ts';
import { op } from './operation.ts';

export const ZEsocialSettings = z.object({
  /** EMPREGADOR (default): the client's certificate; TRANSMISSOR: the administrator's; FOLHA: export only */
  TRANSMISSAO: z.enum(ESOCIAL_TRANSMISSION_MODES),
  /** when and by whom it was last changed (null: never, the default holds) */
  ALTERADO_EM: ZTimestamp.nullable(),
  message: z.string().optional(),
});
export type EsocialSettings = z.output<typeof ZEsocialSettings>;

export const ZEsocialSettingsBody = z.object({
  TRANSMISSAO: z.enum(ESOCIAL_TRANSMISSION_MODES, { error: ESOCIAL_SETTINGS_MSG.modeInvalid }),
});

/** the transmitter's certificate: the facts of a client's, and the CNPJ the ADMIN declared for it */
export const ZTransmitterCertificate = ZCertificateAnswer.omit({ ORIGEM: true, message: true }).extend({
  /** the transmitter's CNPJ as declared at the upload (ideTransmissor); the certificate's root matches it */
  CNPJ_TRANSMISSOR: z.string(),
});
export const ZTransmitterCertificateAnswer = z.object({
  /** null: none uploaded for this administrator */
  CERTIFICADO: ZTransmitterCertificate.nullable(),
  message: z.string().optional(),
});
export type TransmitterCertificateAnswer = z.output<typeof ZTransmitterCertificateAnswer>;

export const CERTIFICATE_WARNING_KINDS = ['EMPREGADOR', 'TRANSMISSOR'] as const;
export const ZCertificateWarning = z.object({
  /** EMPREGADOR: a client's own certificate; TRANSMISSOR: the administrator's (CODCLI null) */
  TIPO: z.enum(CERTIFICATE_WARNING_KINDS),
  CODADM: z.number().int(),
  CODCLI: z.string().nullable(),
  NOMECLI: z.string().nullable(),
  TITULAR: z.string(),
  VALIDO_ATE: ZTimestamp,
  /** whole days left (negative once expired) */
  DIAS_RESTANTES: z.number().int(),
});
export type CertificateWarning = z.output<typeof ZCertificateWarning>;
export const ZDashboardCertificates = z.object({ ROWS: z.array(ZCertificateWarning) });
export type DashboardCertificates = z.output<typeof ZDashboardCertificates>;

export const esocialSettingsApi = {
  get: op({
    method: 'GET',
    path: '/configuration/esocial',
    auth: 'staff',
    summary: 'Quem transmite os eventos do eSocial deste cliente (somente ADMIN)',
    response: ZEsocialSettings,
  }),
  save: op({
    method: 'PUT',
    path: '/configuration/esocial',
    auth: 'staff',
    summary: 'Define quem transmite: o empregador, o transmissor ou a folha (somente ADMIN)',
    body: ZEsocialSettingsBody,
    response: ZEsocialSettings,
  }),
  transmitter: op({
    method: 'GET',
    path: '/configuration/esocial/transmitter-certificate',
    auth: 'staff',
    summary: 'Certificado do transmissor deste administrador: só os dados públicos (somente ADMIN)',
    response: ZTransmitterCertificateAnswer,
  }),
  uploadTransmitter: op({
    method: 'POST',
    path: '/configuration/esocial/transmitter-certificate',
    auth: 'staff',
    summary:
      'Envia o e-CNPJ A1 do transmissor (multipart: file com o .pfx/.p12, SENHA e CNPJ; somente ADMIN)',
    response: ZTransmitterCertificateAnswer,
  }),
  removeTransmitter: op({
    method: 'DELETE',
    path: '/configuration/esocial/transmitter-certificate',
    auth: 'staff',
    summary: 'Remove o certificado do transmissor (somente ADMIN)',
    response: ZTransmitterCertificateAnswer,
  }),
  certificateWarnings: op({
    method: 'GET',
    path: '/dashboard/certificates',
    auth: 'staff',
    summary:
      'Painel: certificados dos clientes (e do transmissor) vencidos ou que vencem em até 30 dias (ADMIN ou permissão eSocial)',
    query: ZDashboardQuery,
    response: ZDashboardCertificates,
  }),
};
