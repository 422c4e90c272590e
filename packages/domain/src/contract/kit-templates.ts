/**
 * Configurações → Documentos para assinatura (issue 33 §1): the client's kit templates — rich text
 * with {{FIELD}} merge fields, or the registration sheet (FICHA) — their merge fields and the PDF
 * preview of one. ADMIN only; the client is the X-Cliente of the call.
 */
import { z } from '../zod.ts';
import { KIT_TEMPLATE_LIMITS, KIT_TEMPLATE_MSG } from '../kit/template-messages.ts';
import { ZId, ZMessageAnswer, ZTimestamp } from './common.ts';
import { ZText } from '../schemas/common.ts';
import { op } from './operation.ts';

export const KIT_TEMPLATE_TYPES = ['TEXTO', 'FICHA'] as const;
export const KIT_TEMPLATE_APPLIES = ['TODOS', 'CLT', 'ESTAGIO'] as const;

/** A template as the configuration lists it. */
export const ZKitTemplate = z.object({
  ID: z.number().int(),
  NOME: z.string(),
  TIPO: z.enum(KIT_TEMPLATE_TYPES),
  /** the stored (sanitised) HTML; '' for FICHA */
  CORPO: z.string(),
  APLICA_A: z.enum(KIT_TEMPLATE_APPLIES),
  ORDEM: z.number().int(),
  ATIVO: z.boolean(),
  ATUALIZADO_EM: ZTimestamp,
  ATUALIZADO_POR: z.string().nullable(),
});
export type KitTemplate = z.output<typeof ZKitTemplate>;

/**
 * What the admin writes (create and the whole replacement of PUT). CORPO is checked by the API: any
 * active or external content, or an unknown merge field, is refused whole (nothing stored).
 */
export const ZKitTemplateSave = z.object({
  NOME: ZText('Nome do documento', {
    max: KIT_TEMPLATE_LIMITS.nome,
    required: KIT_TEMPLATE_MSG.nameRequired,
  }),
  TIPO: z.enum(KIT_TEMPLATE_TYPES),
  CORPO: z
    .string()
    .max(KIT_TEMPLATE_LIMITS.corpo, KIT_TEMPLATE_MSG.bodyTooLong)
    .refine((v) => !v.includes('\u0000'), 'Caractere inválido.')
    .default(''),
  APLICA_A: z.enum(KIT_TEMPLATE_APPLIES).default('TODOS'),
  ORDEM: z.number().int().min(0).max(32767).default(0),
  ATIVO: z.boolean().default(true),
});
export type KitTemplateSave = z.output<typeof ZKitTemplateSave>;

export const ZKitTemplateSaved = ZKitTemplate.extend({ message: z.string() });
export const ZKitTemplateParams = z.object({ id: ZId });

/** A merge field a template may name ({{NOME}}), with its label. */
export const ZKitMergeField = z.object({ CAMPO: z.string(), ROTULO: z.string() });

export const kitTemplatesApi = {
  list: op({
    method: 'GET',
    path: '/configuration/kit-templates',
    auth: 'staff',
    summary: 'Documentos para assinatura do cliente, por ordem (somente ADMIN)',
    response: z.array(ZKitTemplate),
  }),
  fields: op({
    method: 'GET',
    path: '/configuration/kit-templates/fields',
    auth: 'staff',
    summary: 'Campos que o texto de um documento para assinatura pode usar, como {{CAMPO}} (somente ADMIN)',
    response: z.array(ZKitMergeField),
  }),
  create: op({
    method: 'POST',
    path: '/configuration/kit-templates',
    auth: 'staff',
    summary:
      'Inclui um documento para assinatura; texto com conteúdo não permitido ou campo desconhecido é recusado (somente ADMIN)',
    body: ZKitTemplateSave,
    status: 201,
    response: ZKitTemplateSaved,
  }),
  save: op({
    method: 'PUT',
    path: '/configuration/kit-templates/:id',
    auth: 'staff',
    summary: 'Altera um documento para assinatura, inteiro (somente ADMIN)',
    params: ZKitTemplateParams,
    body: ZKitTemplateSave,
    response: ZKitTemplateSaved,
  }),
  remove: op({
    method: 'DELETE',
    path: '/configuration/kit-templates/:id',
    auth: 'staff',
    summary: 'Exclui um documento para assinatura; os kits já enviados não mudam (somente ADMIN)',
    params: ZKitTemplateParams,
    response: ZMessageAnswer,
  }),
  preview: op({
    method: 'GET',
    path: '/configuration/kit-templates/:id/preview',
    auth: 'staff',
    summary: 'PDF de um documento para assinatura com valores de exemplo (somente ADMIN)',
    params: ZKitTemplateParams,
    response: { file: ['application/pdf'] },
  }),
};
