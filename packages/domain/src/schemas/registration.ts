import { z } from 'zod';
import { REGISTRATION_FIELDS } from '../registry/registration.ts';
import { EMAIL_PATTERN } from './common.ts';
import { MSG } from '../messages.ts';

const ZLoose = z.union([z.string().max(1000), z.number(), z.null()]).optional();

/** POST /candidate. Structure only; the rules come from the registry (validateFields). */
export const ZCandidateCreate = z.object({
  CODUSUARIO: z.coerce.number().int().positive().optional(),
  ...(Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f.name, ZLoose])) as Record<
    (typeof REGISTRATION_FIELDS)[number]['name'],
    typeof ZLoose
  >),
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

export const ZCheckEmail = z.object({
  EMAIL: z
    .string({ error: MSG.invalidEmail })
    .trim()
    .max(70, MSG.invalidEmail)
    .regex(EMAIL_PATTERN, MSG.invalidEmail),
});

/** Answer of POST /candidate/check/email (spec 3 §4). */
export type CheckEmailAnswer =
  | Record<string, never>
  | { CODSTATUS: number; CODCANDIDATO: number; NOME: string; DATFINALIZACAO: string | null }
  | { INDISPONIVEL: true; message: string };

export const ZUnitCreate = z.object({
  UNIDADE: z
    .string({ error: 'Nome da unidade é obrigatório.' })
    .trim()
    .min(1, 'Nome da unidade é obrigatório.')
    .max(100),
  EMAILRESPONSAVEL: z
    .string({ error: MSG.invalidEmail })
    .trim()
    .max(100)
    .regex(EMAIL_PATTERN, MSG.invalidEmail),
});
export const ZUnitUpdate = ZUnitCreate.extend({
  CODUNIDADE: z.coerce.number().int().positive().max(2147483647),
});
export const ZUnitDelete = z.object({
  CODUNIDADE: z.coerce.number().int().positive().max(2147483647),
  CODADM: z.coerce.number().int().positive().optional(),
  CODCLI: z.string().optional(),
});
export interface Unit {
  CODUNIDADE: number;
  UNIDADE: string;
  EMAILRESPONSAVEL: string;
  CODADM: number;
  CODCLI: string;
}

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

export interface CandidateListRow {
  CODCANDIDATO: number;
  NOME: string;
  EMAIL: string;
  CODUNIDADE: number | null;
  UNIDADE: string | null;
  DATINICIO: string | null;
  DATCADASTRO: string;
  DATULTINTERACAO: string | null;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  DOCSENVIADOS: number;
  DESDOCSENVIADOS: string;
  CORDOCS: string;
  INFO_EXTRA: { POSSUI_INFO: boolean; ESTRANGEIRO: boolean; PCD: boolean; TRANSGENERO: boolean };
}
export interface CandidateListPage {
  rows: CandidateListRow[];
  /** exact up to 10,000; beyond that `totalCapped` is true and the total shows as "mais de 10.000" */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

export const ZCandidateIdLookup = z.object({ id: z.coerce.number().int().min(0).max(2147483647) });
export const ZSuggestion = z.object({ FILTER: z.string().trim().max(50).optional() });
