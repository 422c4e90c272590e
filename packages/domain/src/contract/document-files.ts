/**
 * The files of candidate documents as bytes (docs/api-documents.md): shown with the session, by
 * the storage path, by a signed link, or downloaded (several files as one PDF); and the OCR check
 * of a document's images against the record.
 */
import { z } from '../zod.ts';
import { ZId } from './common.ts';
import { ZCodUsuarioParam, ZDocParams, ZValidationTermOut } from './documents.ts';
import { fileAnswer, op } from './operation.ts';

/** What a stored document file may be. */
const DOCUMENT_FILE = fileAnswer('image/jpeg', 'image/png', 'application/pdf');

export const ZStorageParams = ZDocParams.extend({
  CODADM: ZId,
  CODCLI: z.string().regex(/^\d{3}$/),
  file: z.string().regex(/^\d{1,15}\.(jpg|png|pdf)$/),
});

export const ZDownload = z.object({
  CODCANDIDATO: ZId,
  CODTIPODOC: ZId,
  CODUSUARIO: ZCodUsuarioParam.optional(),
  IMAGEM: z.union([z.string().max(40), z.number().int().positive()]).nullish(),
  PAGINA: z.coerce.number().int().min(1).max(1000).nullish(),
});

export const ZOcrRun = z.object({ CODCANDIDATO: ZId, CODTIPODOC: ZId, CODIMAGEM: ZId.optional() });
export const ZOcrTermResult = z.object({
  NOME: z.string(),
  TIPO: z.string(),
  /** the record's value the term stands for (null when empty: not searched) */
  VALOR: z.string().nullable(),
  ENCONTRADO: z.boolean(),
  CONFIANCA: z.number(),
});
export const ZOcrAnswer = z.object({
  CODTIPODOC: z.number().int(),
  IMAGENS: z.array(z.number().int()),
  RESULTADOS: z.array(ZOcrTermResult),
  CONFIANCA_MEDIA: z.number(),
});
export type OcrAnswer = z.output<typeof ZOcrAnswer>;
export type OcrTermResult = z.output<typeof ZOcrTermResult>;

export const documentFilesApi = {
  show: op({
    method: 'GET',
    path: '/candidate/documents/image/show/:CODCANDIDATO/:CODTIPODOC',
    auth: 'any',
    summary: 'Um arquivo do documento (CODIMAGEM, ou o primeiro)',
    params: ZDocParams,
    query: z.object({ CODIMAGEM: ZId.optional() }),
    response: DOCUMENT_FILE,
  }),
  byStoragePath: op({
    method: 'GET',
    path: '/candidate/images/storage/:CODADM/:CODCLI/:CODCANDIDATO/:CODTIPODOC/:file',
    auth: 'any',
    summary: 'Um arquivo do documento pelo seu caminho',
    params: ZStorageParams,
    response: DOCUMENT_FILE,
  }),
  byLink: op({
    method: 'GET',
    path: '/candidate/images/link/:token',
    auth: 'public',
    summary: 'Um arquivo do documento por link assinado (o token é a credencial)',
    params: z.object({ token: z.string().max(1000) }),
    response: DOCUMENT_FILE,
  }),
  download: op({
    method: 'POST',
    path: '/candidate/documents/download',
    auth: 'any',
    summary: 'Baixa o documento (vários arquivos num só PDF)',
    body: ZDownload,
    response: DOCUMENT_FILE,
  }),
  validationParameters: op({
    method: 'POST',
    path: '/candidate/validation/parameters',
    auth: 'staff',
    summary: 'Termos que a validação por OCR procura num tipo de documento',
    body: z.object({ CODTIPODOC: ZId }),
    response: z.object({ CODTIPODOC: z.number().int(), CAMPOS_VALIDACAO: z.array(ZValidationTermOut) }),
  }),
  validationRun: op({
    method: 'POST',
    path: '/candidate/validation/run',
    auth: 'staff',
    summary: 'Procura nas imagens do documento os dados do cadastro (OCR)',
    body: ZOcrRun,
    response: ZOcrAnswer,
  }),
};
