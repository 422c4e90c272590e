/** Pieces of many calls' schemas: ids, the message answer, the client a payload may name. */
import { z } from '../zod.ts';
import { ERROR_CODE_LIST } from './error-codes.ts';

/** A row id in a path, query or body: a positive 32-bit integer ('12' is read as 12). */
export const ZId = z.coerce.number().int().positive().max(2147483647);

/** The answer of a call that only reports what it did (`{ message: 'Unidade excluída com sucesso!' }`). */
export const ZMessageAnswer = z.object({ message: z.string() });

/**
 * Every error answer (4xx, and the 500 that says nothing more): `code` is what a client branches on
 * (error-codes.ts), `message` the pt-BR text to show, `messages` every failed rule of a refused
 * input, `field` the field at fault where there is one. Some refusals add what the screen needs to
 * point at (e.g. `fieldsEmpty` of an incomplete record).
 */
export const ZErrorAnswer = z.looseObject({
  statusCode: z.number().int(),
  // its meanings are added to /api/docs by the API (error-code-meanings.ts), not carried by the web
  code: z.enum(ERROR_CODE_LIST),
  error: z.string(),
  message: z.string(),
  messages: z.array(z.string()).optional(),
  field: z.string().optional(),
});

/** A success answer may carry the pt-BR message the screen shows. */
export const withMessage = <Shape extends z.ZodRawShape>(s: z.ZodObject<Shape>) =>
  s.extend({ message: z.string().optional() });

/** `{ CODADM, CODCLI }` of a client. */
export const ZTenantRef = z.object({ CODADM: z.number().int(), CODCLI: z.string() });

/** A date-time as the API writes it (ISO 8601, UTC). */
export const ZTimestamp = z.string();
/** A calendar day as the API writes it (yyyy-mm-dd). */
export const ZDay = z.string();

/** A custom field of the client (GET /candidate/customFields/list and the configuration calls). */
export const ZCustomField = z.object({
  CODINFO: z.number().int(),
  NUMCAMPO: z.number().int(),
  DESCRICAO: z.string(),
  TIPO: z.enum(['T', 'M', 'R']),
  OPCOES: z.string().nullable(),
  RESP_PREENCHIMENTO: z.enum(['A', 'C']),
  OBRIGATORIO: z.boolean(),
  ATIVO: z.boolean(),
});
export type CustomField = z.output<typeof ZCustomField>;
/** A candidate's value of one custom field (GET /candidate/customFieldsData/{id}). */
export const ZCustomFieldValue = z.object({ CODINFO: z.number().int(), DESCRICAO: z.string() });
export type CustomFieldValue = z.output<typeof ZCustomFieldValue>;
