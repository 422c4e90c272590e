/**
 * The eSocial deadline guard (issue 34 §4, decision 082): the list 'eSocial — prazos' across the
 * caller's clients (like the review queue and the Painel: every client of the caller, or the one
 * CODCLI names), the Painel's count, and the S-2190 'registro preliminar' of one candidate of the
 * X-Cliente client. ADMIN always; MANAGER with the ESOCIAL flag.
 */
import { z } from '../zod.ts';
import { DEADLINE_STEPS } from '../esocial/deadline.ts';
import { ESOCIAL_EVENT_STATUSES } from '../esocial/transmission.ts';
import { ZDay, ZId } from './common.ts';
import { ZEsocialEvent } from './esocial-transmission.ts';
import { op } from './operation.ts';

export const ZEsocialDeadlinesQuery = z.object({ CODCLI: z.string().trim().max(3).optional() });

export const ZEsocialDeadlineRow = z.object({
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  CODADM: z.number().int(),
  CODCLI: z.string(),
  NOMECLI: z.string(),
  DATINICIO: ZDay,
  /** the admission's event: S-2200, or S-2300 for an intern */
  EVENTO: z.enum(['S-2200', 'S-2300']),
  /** the last day the next event may be sent */
  PRAZO: ZDay,
  MOTIVO: z.string(),
  /** PRAZO − today: 0 on the day, negative when late */
  DIAS: z.number().int(),
  ATRASADO: z.boolean(),
  PROXIMO_PASSO: z.enum(DEADLINE_STEPS),
  PROXIMO_PASSO_ROTULO: z.string(),
  /** the S-2190 'Enviar registro preliminar' is offered (on time, none with the service) */
  PODE_S2190: z.boolean(),
  /** the latest S-2190, when there is one */
  S2190: z
    .object({
      STATUS: z.enum(ESOCIAL_EVENT_STATUSES),
      NR_RECIBO: z.string().nullable(),
    })
    .nullable(),
});
export type EsocialDeadlineRow = z.output<typeof ZEsocialDeadlineRow>;

export const ZEsocialDeadlines = z.object({
  /** today in Brasília */
  HOJE: ZDay,
  ROWS: z.array(ZEsocialDeadlineRow),
  /** due today, due tomorrow (PRAZO = HOJE + 1) and late: the Painel's widget and the mail */
  HOJE_VENCEM: z.number().int(),
  AMANHA: z.number().int(),
  ATRASADOS: z.number().int(),
  TRUNCADO: z.boolean(),
});
export type EsocialDeadlines = z.output<typeof ZEsocialDeadlines>;

export const esocialDeadlinesApi = {
  list: op({
    method: 'GET',
    path: '/esocial/deadlines',
    auth: 'staff',
    summary: 'eSocial — prazos: admissões sem recibo que vencem até amanhã, e as de S-2190 recebido',
    query: ZEsocialDeadlinesQuery,
    response: ZEsocialDeadlines,
  }),
  sendS2190: op({
    method: 'POST',
    path: '/candidate/:id/esocial/s2190/send',
    auth: 'staff',
    summary: 'Assina e envia o S-2190 (registro preliminar) do candidato',
    params: z.object({ id: ZId }),
    response: ZEsocialEvent.extend({ message: z.string() }),
  }),
};
