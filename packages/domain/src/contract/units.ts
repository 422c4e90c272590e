/** Units of a client (spec 3 §3, §5): list, add, edit, delete. */
import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { EMAIL_PATTERN } from '../schemas/patterns.ts';
import { ZText } from '../schemas/common.ts';
import { cnpjCharacters, isValidCnpj } from '../esocial/cnpj.ts';
import { withMessage, ZId, ZMessageAnswer } from './common.ts';
import { op } from './operation.ts';

export const ZUnit = z.object({
  CODUNIDADE: z.number().int(),
  UNIDADE: z.string(),
  EMAILRESPONSAVEL: z.string(),
  /** the establishment's CNPJ (eSocial S-2200 localTrabGeral), when known */
  CNPJ: z.string().nullable(),
  CODADM: z.number().int(),
  CODCLI: z.string(),
});
export type Unit = z.output<typeof ZUnit>;

export const ZUnitCreate = z.object({
  UNIDADE: ZText('Unidade', { required: 'Nome da unidade é obrigatório.' }),
  EMAILRESPONSAVEL: z
    .string({ error: MSG.invalidEmail })
    .trim()
    .max(100)
    .regex(EMAIL_PATTERN, MSG.invalidEmail),
  // optional: the establishment's CNPJ, numeric or alphanumeric, with or without the mask
  CNPJ: z
    .string({ error: 'CNPJ inválido.' })
    .trim()
    .max(18, 'CNPJ inválido.')
    .transform(cnpjCharacters)
    .refine((v) => v === '' || isValidCnpj(v), 'CNPJ inválido.')
    .optional(),
});
export const ZUnitUpdate = ZUnitCreate.extend({ CODUNIDADE: ZId });
export const ZUnitDelete = z.object({
  CODUNIDADE: ZId,
  // the spec's payload names the client; only the caller's own is accepted
  CODADM: z.coerce.number().int().positive().optional(),
  CODCLI: z.string().optional(),
});

export const unitsApi = {
  list: op({
    method: 'GET',
    path: '/candidate/data/units',
    auth: 'staff',
    summary: 'Unidades do cliente, por nome',
    response: z.array(ZUnit),
  }),
  create: op({
    method: 'POST',
    path: '/candidate/data/units',
    auth: 'staff',
    summary: 'Adiciona uma unidade',
    body: ZUnitCreate,
    response: withMessage(ZUnit),
  }),
  update: op({
    method: 'PUT',
    path: '/candidate/data/units',
    auth: 'staff',
    summary: 'Altera uma unidade',
    body: ZUnitUpdate,
    response: withMessage(ZUnit),
  }),
  remove: op({
    method: 'DELETE',
    path: '/candidate/data/units',
    auth: 'staff',
    summary: 'Exclui uma unidade sem candidatos (somente ADMIN)',
    body: ZUnitDelete,
    response: ZMessageAnswer,
  }),
};
