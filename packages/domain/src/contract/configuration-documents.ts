/**
 * The client's document types as the configuration edits them (docs/api-configuration.md, tab 2;
 * spec 3 §3, §5 "Document edit"): the paged list, add, edit, order and the import from another
 * client of the same account. Candidates' documents and the plain list of types are documents.ts.
 */
import { z } from '../zod.ts';
import { CONFIG_MSG } from '../configuration/messages.ts';
import { ZId, ZMessageAnswer } from './common.ts';
import { ZValidationTermOut } from './documents.ts';
import { ZLines, ZText } from '../schemas/common.ts';
import { op } from './operation.ts';

export const DOCUMENT_CONFIG_PAGE_SIZE = 50;

/** A term the OCR check looks for, as the configuration writes it. */
export const ZValidationTerm = z.object({
  NOME: ZText('Campo a procurar', { max: 60, required: 'Informe o campo a procurar.' }),
  TIPO: ZText('Tipo do campo', { max: 30, required: 'Informe o tipo do campo.' }),
});

const editable = {
  OBSERVACAO: ZLines('Observação', { max: 230 })
    .nullish()
    .transform((v) => v || null),
  OPCIONAL: z.boolean(),
  OPCIONAL_EST: z.boolean(),
  ATIVO: z.boolean(),
  NACIONALIDADE: z.enum(['BRA', 'EST']).nullish(),
  CAMPOS_VALIDACAO: z.array(ZValidationTerm).max(20, 'Máximo de 20 campos de validação.'),
};
/**
 * A document type's name names a folder of the candidate's data export and of the documents the
 * staff download (issue 31 §8): besides the text rule, no slash and not only dots ('..'). The ZIP
 * writers clean every entry name as well (zipEntryName), for the names stored before this rule.
 */
const ZDocumento = ZText('Nome do documento', { required: CONFIG_MSG.documentNameRequired })
  .refine((v) => !/[/\\]/.test(v), CONFIG_MSG.documentNameSlash)
  .refine((v) => !/^[.\s]+$/.test(v), CONFIG_MSG.documentNameDots);
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

/** A document type as the configuration shows it. */
export const ZDocumentTypeConfig = z.object({
  CODTIPODOC: z.number().int(),
  DOCUMENTO: z.string(),
  OBSERVACAO: z.string().nullable(),
  OPCIONAL: z.boolean(),
  OPCIONAL_EST: z.boolean(),
  ORDEM: z.number().int(),
  ATIVO: z.boolean(),
  NACIONALIDADE: z.enum(['BRA', 'EST']).nullable(),
  CAMPOS_VALIDACAO: z.array(ZValidationTermOut),
});
export type DocumentTypeConfig = z.output<typeof ZDocumentTypeConfig>;
const ZDocumentTypeSaved = ZDocumentTypeConfig.extend({ message: z.string() });

export const ZDocumentTypeConfigPage = z.object({
  rows: z.array(ZDocumentTypeConfig),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Another client of the caller's account, to import from. */
export const ZImportSource = z.object({ CODCLI: z.string(), NOMECLI: z.string() });
/** Any text: a code that is not one of the caller's other clients answers 404, not 400. */
export const ZImportParams = z.object({ CODCLI: z.string().max(10) });

export const configurationDocumentsApi = {
  list: op({
    method: 'GET',
    path: '/candidate/configuration/documents',
    auth: 'staff',
    summary: 'Tipos de documento do cliente, por ordem, uma página (somente ADMIN)',
    query: ZDocumentConfigPage,
    response: ZDocumentTypeConfigPage,
  }),
  create: op({
    method: 'POST',
    path: '/candidate/configuration/documents',
    auth: 'staff',
    summary: 'Inclui um tipo de documento no fim da lista (somente ADMIN)',
    body: ZDocumentTypeCreate,
    status: 201,
    response: ZDocumentTypeSaved,
  }),
  save: op({
    method: 'PATCH',
    path: '/candidate/configuration/documents',
    auth: 'staff',
    summary: 'Altera um tipo de documento; chaves ausentes ficam como estão (somente ADMIN)',
    body: ZDocumentTypeSave,
    response: ZDocumentTypeSaved,
  }),
  order: op({
    method: 'POST',
    path: '/candidate/configuration/documents/order',
    auth: 'staff',
    summary: 'Grava a ordem dos tipos de documento, tudo ou nada (somente ADMIN)',
    body: ZDocumentOrder,
    response: ZMessageAnswer,
  }),
  importSources: op({
    method: 'GET',
    path: '/candidate/configuration/documents/import',
    auth: 'staff',
    summary: 'Outros clientes da mesma conta, de onde importar documentos (somente ADMIN)',
    response: z.array(ZImportSource),
  }),
  import: op({
    method: 'POST',
    path: '/candidate/configuration/documents/import/:CODCLI',
    auth: 'staff',
    summary: 'Copia os tipos de documento de outro cliente que ainda não existem aqui (somente ADMIN)',
    params: ZImportParams,
    response: z.object({ IMPORTADOS: z.number().int(), message: z.string() }),
  }),
};
