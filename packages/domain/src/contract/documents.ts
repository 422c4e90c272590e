/**
 * Candidate documents (docs/api-documents.md): the list, the files of one document, upload,
 * removal, the reviewer's edit and action, observations and the client's document types. The
 * binary answers and the OCR check are in document-files.ts.
 */
import { z } from '../zod.ts';
import { DOC_MSG } from '../documents/document-messages.ts';
import { OBSERVACAO_MAX } from '../documents/document-rules.ts';
import { DOCUMENT_ACTIONS } from '../documents/document-status.ts';
import { ZId, ZTimestamp } from './common.ts';
import { ZLines } from '../schemas/common.ts';
import { op } from './operation.ts';

/** A staff user id in a path or payload (0: a candidate's own call). */
export const ZCodUsuarioParam = z.coerce.number().int().min(0).max(2147483647);
export const ZDocParams = z.object({ CODCANDIDATO: ZId, CODTIPODOC: ZId });

/** A document's state: status code (0 pending … 4 resent) with its label and colour. */
const documentStatus = {
  STATUS: z.number().int(),
  DESSTATUS: z.string(),
  CORSTATUS: z.string(),
};

/** POST /candidate/documents/list: one row per document type that applies to the candidate. */
export const ZDocumentRow = z.object({
  CODTIPODOC: z.number().int(),
  CODTIPODOCWI: z.null(),
  DOCUMENTO: z.string(),
  OBSERVACAO: z.string().nullable(),
  OBSERVACAO_STATUS: z.string().nullable(),
  OPCIONAL: z.boolean(),
  OPCIONAL_EST: z.boolean(),
  OBRIGATORIO: z.boolean(),
  ORDEM: z.number().int(),
  ATIVO: z.boolean(),
  NACIONALIDADE: z.string().nullable(),
  ...documentStatus,
  ARQUIVOS: z.number().int(),
  CONFERIDO: z.boolean(),
  BUCKET: z.string(),
  APENAS_IMAGEM: z.boolean(),
  /** when the latest current file arrived */
  DATENVIO: ZTimestamp.nullable(),
});
export type DocumentRow = z.output<typeof ZDocumentRow>;

/** One stored file of a document (current version). */
export const ZDocumentFile = z.object({
  id: z.number().int(),
  file: z.string(),
  kind: z.enum(['image', 'pdf']),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  pages: z.number().int(),
  ordem: z.number().int(),
  replaces: z.number().int().nullable(),
  original: z.number().int().nullable(),
  createdAt: ZTimestamp,
  /** /api/candidate/documents/image/show/… (fetch with the session) */
  url: z.string(),
});
export type DocumentFile = z.output<typeof ZDocumentFile>;

export const ZDocumentImages = z.object({
  CODTIPODOC: z.number().int(),
  ORDEM: z.number().int(),
  BUCKET: z.string(),
  ARQUIVOS: z.number().int(),
  IMAGES: z.array(ZDocumentFile),
});
export type DocumentImages = z.output<typeof ZDocumentImages>;

export const ZUploadParams = ZDocParams.extend({
  tipo: z.enum(['pdf', 'image']),
  CODUSUARIO: ZCodUsuarioParam,
});
/** After a removal: the document's state and its page count. */
export const ZRemoveAnswer = z.object({
  CODTIPODOC: z.number().int(),
  ...documentStatus,
  ARQUIVOS: z.number().int(),
  message: z.string(),
});
export type RemoveAnswer = z.output<typeof ZRemoveAnswer>;
export const ZUploadAnswer = ZRemoveAnswer.extend({ CODIMAGEM: z.number().int() });
export type UploadAnswer = z.output<typeof ZUploadAnswer>;

export const ZImageEdit = z.object({
  CODCANDIDATO: ZId,
  CODTIPODOC: ZId,
  CODIMAGEM: ZId,
  ROTACAO: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
  RECORTE: z
    .object({
      x: z.number().int().min(0),
      y: z.number().int().min(0),
      width: z.number().int().min(1),
      height: z.number().int().min(1),
    })
    .optional(),
});
export type ImageEdit = z.input<typeof ZImageEdit>;

const ZObservation = ZLines('Observação', {
  max: OBSERVACAO_MAX,
  tooLong: DOC_MSG.observationTooLong,
}).nullish();
export const ZDocumentAction = z.object({
  CODCANDIDATO: ZId,
  CODTIPODOC: ZId,
  CODUSUARIO: ZCodUsuarioParam.optional(),
  DOCUMENTO: z.string().max(200).nullish(),
  ACAO: z.enum(DOCUMENT_ACTIONS, { error: 'Ação inválida.' }),
  OBSERVACAO: ZObservation,
  /**
   * Not in the spec (decision 062): with ACAO R, also move the candidate to 12 (Correção de
   * documentos solicitada) with the refusal as the status note and send the correction e-mail, in
   * the same transaction. Left out or false: the spec's plain refusal.
   */
  PEDIR_CORRECAO: z.boolean({ error: 'PEDIR_CORRECAO deve ser verdadeiro ou falso.' }).optional(),
});
/** The document's new state and the candidate's status (a refusal may move it). */
export const ZDocumentActionAnswer = z.object({
  CODTIPODOC: z.number().int(),
  ...documentStatus,
  CONFERIDO: z.boolean(),
  OBSERVACAO_STATUS: z.string().nullable(),
  CODSTATUS: z.number().int(),
  message: z.string(),
});
export type DocumentActionAnswer = z.output<typeof ZDocumentActionAnswer>;

export const ZDocumentObservation = z.object({
  CODOBSERVACAO: z.number().int(),
  CODTIPODOC: z.number().int(),
  ACAO: z.string(),
  OBSERVACAO: z.string(),
  CODUSUARIO: z.number().int().nullable(),
  USUARIO: z.string().nullable(),
  DATLOG: ZTimestamp,
});
export type DocumentObservation = z.output<typeof ZDocumentObservation>;

/** A term the OCR check looks for (a record field by name, of a kind). */
export const ZValidationTermOut = z.object({ NOME: z.string(), TIPO: z.string() });

/** POST /candidate/data/document/type: every document type of the client. */
export const ZDocumentType = z.object({
  CODTIPODOC: z.number().int(),
  CODTIPODOCWI: z.null(),
  DOCUMENTO: z.string(),
  OBSERVACAO: z.string().nullable(),
  OPCIONAL: z.boolean(),
  OPCIONAL_EST: z.boolean(),
  ORDEM: z.number().int(),
  ATIVO: z.boolean(),
  NACIONALIDADE: z.string().nullable(),
  CAMPOS_VALIDACAO: z.array(ZValidationTermOut),
});
export type ClientDocumentType = z.output<typeof ZDocumentType>;

export const documentsApi = {
  list: op({
    method: 'POST',
    path: '/candidate/documents/list',
    auth: 'any',
    summary: 'Documentos que se aplicam ao candidato, com a situação de cada um',
    body: z.object({ CODCANDIDATO: ZId }),
    response: z.array(ZDocumentRow),
  }),
  images: op({
    method: 'GET',
    path: '/candidate/documents/images/:CODCANDIDATO/:CODTIPODOC',
    auth: 'any',
    summary: 'Arquivos atuais de um documento',
    params: ZDocParams,
    response: ZDocumentImages,
  }),
  upload: op({
    method: 'POST',
    path: '/candidate/documents/upload/:tipo/:CODCANDIDATO/:CODTIPODOC/:CODUSUARIO',
    auth: 'any',
    summary: 'Envia um arquivo do documento (multipart, campo file)',
    params: ZUploadParams,
    response: ZUploadAnswer,
  }),
  removeFile: op({
    method: 'DELETE',
    path: '/candidate/documents/image/delete/:CODCANDIDATO/:CODTIPODOC/:CODUSUARIO',
    auth: 'any',
    summary: 'Remove um arquivo do documento',
    params: ZDocParams.extend({ CODUSUARIO: ZCodUsuarioParam }),
    query: z.object({ CODIMAGEM: ZId, IMAGEM: z.string().max(40).optional() }),
    response: ZRemoveAnswer,
  }),
  editImage: op({
    method: 'POST',
    path: '/candidate/documents/image/edit',
    auth: 'staff',
    summary: 'Gira ou recorta uma imagem (nova versão do arquivo)',
    body: ZImageEdit,
    response: ZDocumentFile.extend({ message: z.string() }),
  }),
  action: op({
    method: 'POST',
    path: '/candidate/documents/action',
    auth: 'staff',
    summary: 'Aprova, aprova com observação ou recusa um documento',
    body: ZDocumentAction,
    response: ZDocumentActionAnswer,
  }),
  observations: op({
    method: 'POST',
    path: '/candidate/documents/observations',
    auth: 'any',
    summary: 'Observações da conferência de um documento, das mais novas às mais antigas',
    body: ZDocParams,
    response: z.array(ZDocumentObservation),
  }),
  types: op({
    method: 'POST',
    path: '/candidate/data/document/type',
    auth: 'any',
    summary: 'Tipos de documento do cliente',
    body: z
      .object({ CODADM: z.coerce.number().int().optional(), CODCLI: z.string().max(3).optional() })
      .optional(),
    response: z.array(ZDocumentType),
  }),
};
