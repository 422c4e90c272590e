/** Document types of a client as the configuration edits them (spec 3 §3, §5 "Document edit"). */
import { z } from 'zod';
import { CONFIG_MSG, maxChars } from './messages.ts';

export const DOCUMENT_CONFIG_PAGE_SIZE = 50;
const ZId = z.coerce.number().int().positive().max(2147483647);

export const ZValidationTerm = z.object({
  NOME: z.string().trim().min(1, 'Informe o campo a procurar.').max(60, maxChars(60)),
  TIPO: z.string().trim().min(1, 'Informe o tipo do campo.').max(30, maxChars(30)),
});

const editable = {
  OBSERVACAO: z
    .string()
    .trim()
    .max(230, maxChars(230))
    .nullish()
    .transform((v) => v || null),
  OPCIONAL: z.boolean(),
  OPCIONAL_EST: z.boolean(),
  ATIVO: z.boolean(),
  NACIONALIDADE: z.enum(['BRA', 'EST']).nullish(),
  CAMPOS_VALIDACAO: z.array(ZValidationTerm).max(20, 'Máximo de 20 campos de validação.'),
};
const ZDocumento = z
  .string({ error: CONFIG_MSG.documentNameRequired })
  .trim()
  .min(1, CONFIG_MSG.documentNameRequired)
  .max(100, maxChars(100));
const ZOrdem = z.number({ error: CONFIG_MSG.documentOrderRequired }).int().min(0).max(32767);

export const ZDocumentTypeCreate = z.object({
  DOCUMENTO: ZDocumento,
  OBSERVACAO: editable.OBSERVACAO,
  OPCIONAL: editable.OPCIONAL.default(false),
  OPCIONAL_EST: editable.OPCIONAL_EST.default(false),
  ATIVO: editable.ATIVO.default(true),
  NACIONALIDADE: editable.NACIONALIDADE,
  CAMPOS_VALIDACAO: editable.CAMPOS_VALIDACAO.default([]),
});
/** PATCH: absent keys stay as they are. */
export const ZDocumentTypeSave = z.object({
  CODTIPODOC: ZId,
  DOCUMENTO: ZDocumento.optional(),
  OBSERVACAO: editable.OBSERVACAO.optional(),
  OPCIONAL: editable.OPCIONAL.optional(),
  OPCIONAL_EST: editable.OPCIONAL_EST.optional(),
  ATIVO: editable.ATIVO.optional(),
  NACIONALIDADE: editable.NACIONALIDADE,
  CAMPOS_VALIDACAO: editable.CAMPOS_VALIDACAO.optional(),
  ORDEM: ZOrdem.optional(),
});
export const ZDocumentOrder = z.object({
  DOCUMENTOS: z
    .array(z.object({ CODTIPODOC: ZId, ORDEM: ZOrdem }))
    .min(1, 'Nenhum documento informado.')
    .max(500),
});
export const ZDocumentConfigPage = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DOCUMENT_CONFIG_PAGE_SIZE),
});
export type DocumentTypeCreate = z.output<typeof ZDocumentTypeCreate>;
export type DocumentTypeSave = z.output<typeof ZDocumentTypeSave>;

export interface DocumentTypeConfig {
  CODTIPODOC: number;
  DOCUMENTO: string;
  OBSERVACAO: string | null;
  OPCIONAL: boolean;
  OPCIONAL_EST: boolean;
  ORDEM: number;
  ATIVO: boolean;
  NACIONALIDADE: 'BRA' | 'EST' | null;
  CAMPOS_VALIDACAO: { NOME: string; TIPO: string }[];
}
