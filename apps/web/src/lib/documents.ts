/**
 * Document calls read by both the candidate's Enviar Documentos tab and the staff checking
 * screen (docs/api-documents.md). Feature-only calls live in their feature.
 */
import { api, ApiError, getSessionHeaders, refreshSession } from './api';

/** POST /candidate/documents/list: one row per document type that applies to the candidate. */
export interface DocumentRow {
  CODTIPODOC: number;
  DOCUMENTO: string;
  OBSERVACAO: string | null;
  OBSERVACAO_STATUS: string | null;
  OPCIONAL: boolean;
  OPCIONAL_EST: boolean;
  OBRIGATORIO: boolean;
  ORDEM: number;
  ATIVO: boolean;
  NACIONALIDADE: string | null;
  STATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  ARQUIVOS: number;
  CONFERIDO: boolean;
  BUCKET: string;
  APENAS_IMAGEM: boolean;
  DATENVIO: string | null;
}

/** One stored file of a document (current version). */
export interface DocumentFile {
  id: number;
  file: string;
  kind: 'image' | 'pdf';
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  pages: number;
  ordem: number;
  replaces: number | null;
  original: number | null;
  createdAt: string;
  /** /api/candidate/documents/image/show/… (fetch with the session) */
  url: string;
}

export interface DocumentImages {
  CODTIPODOC: number;
  ORDEM: number;
  BUCKET: string;
  ARQUIVOS: number;
  IMAGES: DocumentFile[];
}

export interface DocumentObservation {
  CODOBSERVACAO: number;
  CODTIPODOC: number;
  ACAO: string;
  OBSERVACAO: string;
  CODUSUARIO: number | null;
  USUARIO: string | null;
  DATLOG: string;
}

export const documentKeys = {
  list: (id: number) => ['documents', id, 'list'] as const,
  images: (id: number, doc: number) => ['documents', id, 'images', doc] as const,
  observations: (id: number, doc: number) => ['documents', id, 'observations', doc] as const,
  all: (id: number) => ['documents', id] as const,
};

export const fetchDocuments = (CODCANDIDATO: number) =>
  api<DocumentRow[]>('/candidate/documents/list', { body: { CODCANDIDATO } });

export const fetchDocumentImages = (CODCANDIDATO: number, CODTIPODOC: number) =>
  api<DocumentImages>(`/candidate/documents/images/${CODCANDIDATO}/${CODTIPODOC}`);

export const fetchObservations = (CODCANDIDATO: number, CODTIPODOC: number) =>
  api<DocumentObservation[]>('/candidate/documents/observations', { body: { CODCANDIDATO, CODTIPODOC } });

/** The API path of a file (the list gives it with the /api prefix). */
export const filePath = (f: Pick<DocumentFile, 'url'>) => f.url.replace(/^\/api(?=\/)/, '');

/**
 * Multipart upload with progress (fetch reports no upload progress, so XMLHttpRequest), with the
 * session headers and one refresh on a 401, like every other call.
 */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const send = () =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `/api${path}`);
      for (const [k, v] of Object.entries(getSessionHeaders())) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new ApiError(0, 'Falha de conexão com a API', [], true));
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    });
  return (async () => {
    let res = await send();
    if (res.status === 401 && (await refreshSession())) res = await send();
    let body: Record<string, unknown> = {};
    try {
      body = res.text ? (JSON.parse(res.text) as Record<string, unknown>) : {};
    } catch {
      // not JSON (a proxy's error page): the status says enough
    }
    if (res.status < 200 || res.status >= 300) {
      const message = typeof body.message === 'string' ? body.message : `Erro ${res.status}`;
      throw new ApiError(res.status, message, [], false, body);
    }
    onProgress(1);
    return body as T;
  })();
}
