/**
 * Candidates of a client (docs/api-registration.md): the list, the e-mail check, registration,
 * the id lookup of the redirect page, name suggestions and the custom fields to fill.
 */
import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { REGISTRATION_FIELDS } from '../registry/registration.ts';
import { EMAIL_PATTERN } from '../schemas/patterns.ts';
import { ZCustomField, ZTimestamp } from './common.ts';
import { op } from './operation.ts';

/** A registry field as staff send it: structure only, its rules (length, format) are the registry's. */
const ZLoose = z.union([z.string().max(1000), z.number(), z.null()]).optional();

/** `{ NOME: ZLoose, EMAIL: ZLoose, … }` of these registration fields, checked by validateFields. */
export function registrationInputShape<const F extends { name: string }>(fields: readonly F[]) {
  return Object.fromEntries(fields.map((f) => [f.name, ZLoose])) as Record<F['name'], typeof ZLoose>;
}

/** POST /candidate. Structure only; the rules come from the registry (validateFields). */
export const ZCandidateCreate = z.object({
  CODUSUARIO: z.coerce.number().int().positive().optional(),
  ...registrationInputShape(REGISTRATION_FIELDS),
  CODBANCO: z.coerce.number().int().min(0).nullish(),
  /** admin-filled custom fields */
  CAMPOS_ADICIONAIS: z
    .array(z.object({ CODINFO: z.coerce.number().int().positive(), DESCRICAO: z.string().max(255) }))
    .max(100)
    .optional(),
  /** the e-mail belongs to a finished (8) or cancelled (9) candidate of this client: reuse it */
  REUTILIZAR_EMAIL: z.boolean().optional(),
});
export type CandidateCreate = z.infer<typeof ZCandidateCreate>;
export const ZRegistrationAnswer = z.object({
  CODCANDIDATO: z.number().int(),
  LINK: z.string(),
  message: z.string(),
});
export type RegistrationAnswer = z.output<typeof ZRegistrationAnswer>;

export const ZCheckEmail = z.object({
  EMAIL: z
    .string({ error: MSG.invalidEmail })
    .trim()
    .max(70, MSG.invalidEmail)
    .regex(EMAIL_PATTERN, MSG.invalidEmail),
});

/** The e-mail is a candidate's of this client (spec 3 §4: reuse when 8 or 9, else in use). */
export const ZEmailOwner = z.object({
  CODSTATUS: z.number().int(),
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  DATFINALIZACAO: ZTimestamp.nullable(),
});
export type EmailOwner = z.output<typeof ZEmailOwner>;
/**
 * Answer of POST /candidate/check/email: the owner of this client, `INDISPONIVEL` (another
 * client's candidate or a staff login, never revealed), or `{}` when free. The empty answer
 * comes last: the serializer writes the first branch that fits.
 */
export const ZCheckEmailAnswer = z.union([
  ZEmailOwner,
  z.object({ INDISPONIVEL: z.literal(true), message: z.string() }),
  z.object({}),
]);
export type CheckEmailAnswer = z.output<typeof ZCheckEmailAnswer>;

export const CANDIDATE_LIST_SORTS = [
  'CODCANDIDATO',
  'NOME',
  'EMAIL',
  'UNIDADE',
  'DATINICIO',
  'DATCADASTRO',
  'DATULTINTERACAO',
  'CODSTATUS',
] as const;

/** GET /candidate/list. PAGE/PAGESIZE are additions: without them the answer is the spec's plain list. */
export const ZCandidateList = z.object({
  DATINICIAL: z.string().max(10).optional(),
  DATFINAL: z.string().max(10).optional(),
  STATUS: z.union([z.coerce.number().int().min(1).max(99), z.literal('')]).optional(),
  NOME: z.string().trim().max(100).optional(),
  PAGE: z.coerce.number().int().min(1).max(100000).optional(),
  PAGESIZE: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 25, 50].includes(n), 'Tamanho de página inválido (10, 20, 25 ou 50).')
    .optional(),
  SORT: z.enum(CANDIDATE_LIST_SORTS).optional(),
  ORDER: z.enum(['asc', 'desc']).optional(),
});
export type CandidateListQuery = z.infer<typeof ZCandidateList>;

export const ZCandidateListRow = z.object({
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  EMAIL: z.string(),
  CODUNIDADE: z.number().int().nullable(),
  UNIDADE: z.string().nullable(),
  DATINICIO: z.string().nullable(),
  DATCADASTRO: ZTimestamp,
  DATULTINTERACAO: ZTimestamp.nullable(),
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string(),
  CORSTATUS: z.string(),
  DOCSENVIADOS: z.number().int(),
  DESDOCSENVIADOS: z.string(),
  CORDOCS: z.string(),
  /** a badge is null when its field is masked to the reader (PCD, TRANSGENERO to staff: decision 036) */
  INFO_EXTRA: z.object({
    POSSUI_INFO: z.boolean(),
    ESTRANGEIRO: z.boolean().nullable(),
    PCD: z.boolean().nullable(),
    TRANSGENERO: z.boolean().nullable(),
  }),
});
export type CandidateListRow = z.output<typeof ZCandidateListRow>;
export const ZCandidateListPage = z.object({
  rows: z.array(ZCandidateListRow),
  /** exact up to 10,000; beyond that `totalCapped` is true and the total shows as "mais de 10.000" */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CandidateListPage = z.output<typeof ZCandidateListPage>;

export const ZCandidateIdLookup = z.object({ id: z.coerce.number().int().min(0).max(2147483647) });
/** The candidate's client, or zeros when the caller may not see it (or it does not exist). */
export const ZCandidateIdAnswer = z.object({
  CODCANDIDATO: z.number().int(),
  CODADM: z.number().int(),
  CODCLI: z.string(),
  NOMECLI: z.string(),
});
export const ZSuggestion = z.object({ FILTER: z.string().trim().max(50).optional() });

export const candidatesApi = {
  list: op({
    method: 'GET',
    path: '/candidate/list',
    auth: 'staff',
    summary: 'Candidatos do cliente, filtrados; com PAGE/PAGESIZE, uma página e o total',
    query: ZCandidateList,
    response: z.union([z.array(ZCandidateListRow), ZCandidateListPage]),
  }),
  checkEmail: op({
    method: 'POST',
    path: '/candidate/check/email',
    auth: 'staff',
    summary: 'Se o e-mail pode ser usado num novo cadastro',
    body: ZCheckEmail,
    response: ZCheckEmailAnswer,
  }),
  create: op({
    method: 'POST',
    path: '/candidate',
    auth: 'staff',
    summary: 'Cadastra um candidato e envia o e-mail de acesso',
    body: ZCandidateCreate,
    status: 201,
    response: ZRegistrationAnswer,
  }),
  resolveId: op({
    method: 'POST',
    path: '/candidate/id',
    auth: 'staff',
    summary: 'O cliente de um código de candidato, entre os do usuário',
    body: ZCandidateIdLookup,
    response: ZCandidateIdAnswer,
  }),
  managers: op({
    method: 'GET',
    path: '/candidate/data/managers',
    auth: 'staff',
    summary: 'Gestores já informados no cliente, pelo início do nome',
    query: ZSuggestion,
    response: z.array(z.object({ GESTOR: z.string() })),
  }),
  recruiters: op({
    method: 'GET',
    path: '/candidate/data/recruiters',
    auth: 'staff',
    summary: 'Recrutadores já informados no cliente, pelo início do nome',
    query: ZSuggestion,
    response: z.array(z.object({ RECRUTADOR: z.string() })),
  }),
  customFields: op({
    method: 'GET',
    path: '/candidate/customFields/list',
    auth: 'any',
    summary: 'Campos adicionais do cliente (ao candidato, só os ativos que ele preenche)',
    response: z.array(ZCustomField),
  }),
};
