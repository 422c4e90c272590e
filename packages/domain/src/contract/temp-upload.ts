/**
 * Temporary upload of /temporario (read back only by who sent it) and the images of the rich-text
 * editor (docs/api-documents.md): both multipart, field `file`.
 */
import { z } from '../zod.ts';
import { ZTimestamp } from './common.ts';
import { fileAnswer, op } from './operation.ts';

/** A module of the editor (faq, benefits…) in an image's path. */
export const EDITOR_MODULE_RE = /^[a-z0-9_-]{1,30}$/;
const ZModule = z.string().regex(EDITOR_MODULE_RE, 'Módulo inválido.');

export const ZTemporaryAnswer = z.object({
  TOKEN: z.string(),
  /** the page of the web app that opens it with the session */
  LINK: z.string(),
  NOME: z.string(),
  TAMANHO: z.number().int(),
  EXPIRA: ZTimestamp,
  message: z.string(),
});
export type TemporaryAnswer = z.output<typeof ZTemporaryAnswer>;

export const tempUploadApi = {
  upload: op({
    method: 'POST',
    path: '/temporary/upload',
    auth: 'any',
    summary: 'Envia um arquivo temporário (multipart, campo file)',
    status: 201,
    response: ZTemporaryAnswer,
  }),
  read: op({
    method: 'GET',
    path: '/temporary/:TOKEN',
    auth: 'any',
    summary: 'Um arquivo temporário (só para quem o enviou)',
    params: z.object({ TOKEN: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) }),
    response: fileAnswer('image/jpeg', 'image/png', 'application/pdf'),
  }),
  editorUpload: op({
    method: 'POST',
    path: '/image/editor/upload/:module',
    auth: 'staff',
    summary: 'Envia uma imagem do editor de texto (multipart, campo file)',
    params: z.object({ module: ZModule }),
    status: 201,
    response: z.object({ data: z.string(), url: z.string() }),
  }),
  editorImage: op({
    method: 'GET',
    path: '/image/editor/viewer/:module/:data',
    auth: 'public',
    summary: 'Uma imagem do editor de texto (pública: o id tem 128 bits aleatórios)',
    params: z.object({ module: ZModule, data: z.string().regex(/^[0-9a-f]{32}$/) }),
    response: fileAnswer('image/jpeg', 'image/png'),
  }),
};
