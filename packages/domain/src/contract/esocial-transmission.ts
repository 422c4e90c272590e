/**
 * The sending of eSocial events (issue 34 §3, decision 077): sign and send a candidate's S-2200, and
 * the candidate's events with their state, protocol, receipt and occurrences (each on its field when
 * it names one). ADMIN always; MANAGER with the ESOCIAL flag.
 */
import { z } from '../zod.ts';
import { ESOCIAL_EVENT_KINDS, ESOCIAL_EVENT_STATUSES } from '../esocial/transmission.ts';
import { ZId, ZTimestamp } from './common.ts';
import { op } from './operation.ts';

export const ZEsocialOccurrence = z.object({
  CODIGO: z.number().int(),
  DESCRICAO: z.string(),
  /** 1 erro, 2 advertência */
  TIPO: z.number().int(),
  LOCALIZACAO: z.string().nullable(),
  /** the field it is about (the pre-check's names), when it names one */
  CAMPO: z.string().nullable(),
  ROTULO: z.string().nullable(),
});
export type EsocialOccurrence = z.output<typeof ZEsocialOccurrence>;

export const ZEsocialEvent = z.object({
  ID: z.number().int(),
  TIPO: z.enum(ESOCIAL_EVENT_KINDS),
  /** the event's Id attribute ('ID1…') */
  EVENTO_ID: z.string(),
  STATUS: z.enum(ESOCIAL_EVENT_STATUSES),
  /** 1 produção, 2 produção restrita */
  AMBIENTE: z.number().int(),
  PROTOCOLO: z.string().nullable(),
  NR_RECIBO: z.string().nullable(),
  CD_RESPOSTA: z.number().int().nullable(),
  DESC_RESPOSTA: z.string().nullable(),
  OCORRENCIAS: z.array(ZEsocialOccurrence),
  CRIADO_EM: ZTimestamp,
  CRIADO_POR: z.string().nullable(),
  ENVIADO_EM: ZTimestamp.nullable(),
  PROCESSADO_EM: ZTimestamp.nullable(),
  /** an S-3000's: the ID of the event it excludes (decision 083); null for the others */
  EXCLUI_ID: z.number().int().nullable(),
  /** the receipt of the S-3000 that excluded this event, once received; null while not excluded */
  EXCLUIDO_POR_RECIBO: z.string().nullable(),
});
export type EsocialEvent = z.output<typeof ZEsocialEvent>;

export const ZEsocialEvents = z.object({ EVENTOS: z.array(ZEsocialEvent) });

export const esocialTransmissionApi = {
  send: op({
    method: 'POST',
    path: '/candidate/:id/esocial/s2200/send',
    auth: 'staff',
    summary: 'Assina o S-2200 do candidato com o certificado do empregador e o envia ao eSocial',
    params: z.object({ id: ZId }),
    response: ZEsocialEvent.extend({ message: z.string() }),
  }),
  // decision 083: an intern's S-2300 through the same pipeline, and the S-3000 after a cancellation
  s2300Send: op({
    method: 'POST',
    path: '/candidate/:id/esocial/s2300/send',
    auth: 'staff',
    summary: 'Assina o S-2300 do estagiário com o certificado do empregador e o envia ao eSocial',
    params: z.object({ id: ZId }),
    response: ZEsocialEvent.extend({ message: z.string() }),
  }),
  s3000Send: op({
    method: 'POST',
    path: '/candidate/:id/esocial/s3000/send',
    auth: 'staff',
    summary:
      'Candidato cancelado: assina e envia o S-3000 que exclui o evento recebido pelo eSocial (S-2190, S-2200 ou S-2300)',
    params: z.object({ id: ZId }),
    response: ZEsocialEvent.extend({ message: z.string() }),
  }),
  events: op({
    method: 'GET',
    path: '/candidate/:id/esocial/events',
    auth: 'staff',
    summary: 'Eventos do eSocial do candidato: situação, protocolo, recibo e ocorrências',
    params: z.object({ id: ZId }),
    response: ZEsocialEvents,
  }),
};
