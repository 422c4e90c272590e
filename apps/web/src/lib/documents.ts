/**
 * Document reads shared by the candidate's Enviar Documentos tab, the staff view and the checking
 * screen (docs/api-documents.md), and the multipart upload with progress. Feature-only calls live
 * in their feature.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  crosscheckApi,
  documentsApi,
  pathOf,
  type AnswerOf,
  type CallInput,
  type DocumentFile,
  type Operation,
} from '@admissao/domain';
import { ApiError, getSessionHeaders, refreshSession } from './api';
import { call, callQuery, invalidateCalls, keyOf } from './call';

/** One row per document type that applies to the candidate (POST /candidate/documents/list). */
export const getDocumentsQueryOptions = (CODCANDIDATO: number) =>
  queryOptions({
    // a read by POST: the body names the candidate, so the key carries it
    queryKey: [...keyOf(documentsApi.list), { CODCANDIDATO }] as const,
    queryFn: ({ signal }) => call(documentsApi.list, { body: { CODCANDIDATO } }, { signal }),
    retry: false,
  });

/** The current files of one document. */
export const getDocumentImagesQueryOptions = (CODCANDIDATO: number, CODTIPODOC: number) =>
  callQuery(documentsApi.images, { params: { CODCANDIDATO, CODTIPODOC } }, { retry: false });

/** What reviewers wrote on one document, newest first (POST /candidate/documents/observations). */
export const getObservationsQueryOptions = (CODCANDIDATO: number, CODTIPODOC: number) =>
  queryOptions({
    queryKey: [...keyOf(documentsApi.observations), { CODCANDIDATO, CODTIPODOC }] as const,
    queryFn: ({ signal }) =>
      call(documentsApi.observations, { body: { CODCANDIDATO, CODTIPODOC } }, { signal }),
    retry: false,
  });

/** After an upload, a removal or a review: every document read is fetched again (the OCR cross-check too). */
export const invalidateDocuments = (qc: QueryClient) =>
  invalidateCalls(qc, documentsApi.list, documentsApi.images, documentsApi.observations, crosscheckApi.show);

/** The API path of a file (the list gives it with the /api prefix). */
export const filePath = (f: Pick<DocumentFile, 'url'>) => f.url.replace(/^\/api(?=\/)/, '');

/**
 * Multipart upload with progress (fetch reports no upload progress, so XMLHttpRequest), with the
 * session headers and one refresh on a 401, like every other call. The operation gives the path
 * and the answer's type.
 */
export function uploadWithProgress<O extends Operation>(
  o: O,
  input: Pick<CallInput<O>, 'params'>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AnswerOf<O>> {
  const path = pathOf(o.path, input.params);
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
    return body as AnswerOf<O>;
  })();
}
