/**
 * The candidate's requests under LGPD art. 18 (decision 038): filed from 'Privacidade', answered by
 * staff within the client's deadline (PRAZO_REQUISICAO_DIAS, 15 by default).
 */
import { z } from '../zod.ts';
import { ZId, ZTimestamp } from './common.ts';
import { ZLines } from '../schemas/common.ts';
import { op } from './operation.ts';

export const PRIVACY_REQUEST_TYPES = {
  CONFIRMACAO: 'Confirmação da existência de tratamento',
  ACESSO: 'Acesso aos dados',
  CORRECAO: 'Correção de dados incompletos, inexatos ou desatualizados',
  ANONIMIZACAO: 'Anonimização, bloqueio ou eliminação de dados desnecessários',
  PORTABILIDADE: 'Portabilidade dos dados',
  ELIMINACAO: 'Eliminação dos dados tratados com consentimento',
  COMPARTILHAMENTO: 'Informação sobre compartilhamento com terceiros',
  REVOGACAO: 'Revogação do consentimento',
} as const;
export type PrivacyRequestType = keyof typeof PRIVACY_REQUEST_TYPES;
const TYPE_KEYS = Object.keys(PRIVACY_REQUEST_TYPES) as [PrivacyRequestType, ...PrivacyRequestType[]];

export const PRIVACY_REQUEST_STATUS = { ABERTA: 'Aberta', RESPONDIDA: 'Respondida' } as const;
export type PrivacyRequestStatus = keyof typeof PRIVACY_REQUEST_STATUS;

export const PRIVACY_TEXT_MAX = 2000;
/**
 * Requests a candidate may file in 24 hours, on top of one open request of each type at most
 * (decision 038, issue 31 §4): room for every request a person needs, not for a flood.
 */
export const PRIVACY_REQUESTS_PER_DAY = 5;
/** how long a new request waits for others of the client before the DPO's one notice lists them */
export const PRIVACY_NOTICE_MINUTES = 5;

export const ZPrivacyRequestNew = z.object({
  TIPO: z.enum(TYPE_KEYS, { error: 'Tipo de requisição inválido.' }),
  DESCRICAO: ZLines('Descrição', { max: PRIVACY_TEXT_MAX }).default(''),
});
export const ZPrivacyRequestAnswer = z.object({
  RESPOSTA: ZLines('Resposta', { max: PRIVACY_TEXT_MAX, required: 'Escreva a resposta.' }),
});

export const ZPrivacyRequest = z.object({
  ID: z.number().int(),
  CODCANDIDATO: z.number().int(),
  CANDIDATO: z.string().nullable(),
  TIPO: z.enum(TYPE_KEYS),
  TIPO_DESCRICAO: z.string(),
  DESCRICAO: z.string(),
  SITUACAO: z.enum(['ABERTA', 'RESPONDIDA']),
  RESPOSTA: z.string().nullable(),
  CRIADA_EM: ZTimestamp,
  PRAZO: z.string(),
  RESPONDIDA_EM: ZTimestamp.nullable(),
  ATRASADA: z.boolean(),
});
export type PrivacyRequest = z.output<typeof ZPrivacyRequest>;

export const privacyRequestsApi = {
  list: op({
    method: 'GET',
    path: '/candidate/privacy/requests',
    auth: 'any',
    summary: 'Requisições do titular (LGPD art. 18): as do candidato, ou as do cliente por prazo (equipe)',
    query: z.object({
      SITUACAO: z.enum(['ABERTA', 'RESPONDIDA'], { error: 'Situação inválida.' }).optional(),
    }),
    response: z.array(ZPrivacyRequest),
  }),
  create: op({
    method: 'POST',
    path: '/candidate/privacy/requests',
    auth: 'candidate',
    summary: 'O candidato registra uma requisição (LGPD art. 18)',
    body: ZPrivacyRequestNew,
    status: 201,
    response: ZPrivacyRequest,
  }),
  answer: op({
    method: 'PATCH',
    path: '/candidate/privacy/requests/:id',
    auth: 'staff',
    summary: 'A equipe responde a uma requisição do titular',
    params: z.object({ id: ZId }),
    body: ZPrivacyRequestAnswer,
    response: ZPrivacyRequest,
  }),
};
