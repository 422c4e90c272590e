/**
 * Custom fields as the configuration edits them (docs/api-configuration.md, tab 3; spec 3 §5
 * "Custom field", §9 limits), and the values staff give on registration. The list of fields is
 * `candidatesApi.customFields`, a candidate's values `candidateExtrasApi.customValues`.
 */
import { z } from '../zod.ts';
import { CUSTOM_FIELD_LIMITS, customFieldOptionsError, optionItems } from '../configuration/custom-field.ts';
import { CONFIG_MSG, maxChars } from '../configuration/messages.ts';
import { ZCustomValueSave } from './candidate-extras.ts';
import { ZCustomField, ZCustomFieldValue, ZId } from './common.ts';
import { ZText } from '../schemas/common.ts';
import { op } from './operation.ts';

const fields = {
  DESCRICAO: ZText('Descrição', {
    max: CUSTOM_FIELD_LIMITS.description,
    required: CONFIG_MSG.fieldDescriptionRequired,
  }),
  TIPO: z.enum(['T', 'M', 'R'], { error: CONFIG_MSG.fieldTypeRequired }),
  OPCOES: ZText('Opções', { max: 1000, tooLong: maxChars(CUSTOM_FIELD_LIMITS.options) }).nullish(),
  RESP_PREENCHIMENTO: z.enum(['A', 'C'], { error: CONFIG_MSG.fieldWhoRequired }),
  OBRIGATORIO: z.boolean().default(false),
  ATIVO: z.boolean().default(true),
};

type Draft = { TIPO: 'T' | 'M' | 'R'; OPCOES?: string | null | undefined };
const withOptions = <T extends Draft>(v: T, ctx: z.RefinementCtx) => {
  const error = customFieldOptionsError(v.TIPO, v.OPCOES);
  if (error) {
    ctx.addIssue({ code: 'custom', message: error, path: ['OPCOES'] });
    return z.NEVER;
  }
  // options are stored as typed items each ending in ';' ('A; B;' → 'A;B;'); text fields have none
  return { ...v, OPCOES: v.TIPO === 'T' ? null : `${optionItems(v.OPCOES).join(';')};` };
};

export const ZCustomFieldCreate = z.object(fields).transform(withOptions);
export const ZCustomFieldUpdate = z.object({ CODINFO: ZId, ...fields }).transform(withOptions);
export type CustomFieldCreate = z.output<typeof ZCustomFieldCreate>;
export type CustomFieldUpdate = z.output<typeof ZCustomFieldUpdate>;

/** PATCH /candidate/additional: several values of one candidate at once. */
export const ZAdditionalSave = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: ZId.optional(),
  /** sent by the original screens; not used */
  CODSTATUS: z.coerce.number().int().optional(),
  VALUES: z.array(z.object({ CODINFO: ZId, DESCRICAO: z.string().max(255) })).max(100),
});

const ZCustomFieldSaved = ZCustomField.extend({ message: z.string() });

export const configurationCustomFieldsApi = {
  create: op({
    method: 'POST',
    path: '/candidate/customField',
    auth: 'staff',
    summary: 'Inclui um campo adicional (somente ADMIN; até 40, 25 ativos)',
    body: ZCustomFieldCreate,
    status: 201,
    response: ZCustomFieldSaved,
  }),
  update: op({
    method: 'PATCH',
    path: '/candidate/customFields',
    auth: 'staff',
    summary: 'Altera um campo adicional (somente ADMIN)',
    body: ZCustomFieldUpdate,
    response: ZCustomFieldSaved,
  }),
  saveNewValue: op({
    method: 'PUT',
    path: '/candidate/newCustomFieldsData',
    auth: 'staff',
    summary: 'Grava o valor de um campo adicional preenchido pela equipe no cadastro (vazio o remove)',
    body: ZCustomValueSave,
    response: ZCustomFieldValue,
  }),
  saveAdditional: op({
    method: 'PATCH',
    path: '/candidate/additional',
    auth: 'any',
    summary: 'Grava vários valores de campos adicionais do candidato; um valor inválido não grava nenhum',
    body: ZAdditionalSave,
    response: z.array(ZCustomFieldValue),
  }),
};
