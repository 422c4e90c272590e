/** Candidate-side calls of documents and the temporary upload (docs/api-documents.md). */
import { api } from '../../lib/api';
import { uploadWithProgress } from '../../lib/documents';

export interface UploadAnswer {
  CODTIPODOC: number;
  STATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  CODIMAGEM: number;
  ARQUIVOS: number;
  message: string;
}

export type RemoveAnswer = Omit<UploadAnswer, 'CODIMAGEM'>;

export interface TemporaryAnswer {
  TOKEN: string;
  LINK: string;
  NOME: string;
  TAMANHO: number;
  EXPIRA: string;
  message: string;
}

/** The route segment only names the kind; the API decides by the content. */
const kindSegment = (file: File) =>
  /\.pdf$/i.test(file.name) || file.type === 'application/pdf' ? 'pdf' : 'image';

export const uploadDocument = (
  CODCANDIDATO: number,
  CODTIPODOC: number,
  CODUSUARIO: number,
  file: File,
  onProgress: (fraction: number) => void,
) =>
  uploadWithProgress<UploadAnswer>(
    `/candidate/documents/upload/${kindSegment(file)}/${CODCANDIDATO}/${CODTIPODOC}/${CODUSUARIO}`,
    file,
    onProgress,
  );

export const removeDocumentFile = (
  CODCANDIDATO: number,
  CODTIPODOC: number,
  CODUSUARIO: number,
  image: { id: number; file: string },
) =>
  api<RemoveAnswer>(
    `/candidate/documents/image/delete/${CODCANDIDATO}/${CODTIPODOC}/${CODUSUARIO}?CODIMAGEM=${image.id}&IMAGEM=${encodeURIComponent(image.file)}`,
    { method: 'DELETE' },
  );

export const uploadTemporary = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<TemporaryAnswer>('/temporary/upload', file, onProgress);
