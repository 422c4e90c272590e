/**
 * Document reads shared by the candidate's Enviar Documentos tab, the staff view and the checking
 * screen (docs/api-documents.md). The multipart upload with progress is in upload.ts; feature-only
 * calls live in their feature.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { crosscheckApi, documentsApi, type DocumentFile, type DocumentRow } from '@admissao/domain';
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

/**
 * Writes what a save of one document answered (an upload, a removal, a review) into its row of the
 * cached list, so the tile shows it at once; the list is read again after. The one patch of that
 * entry: each caller names the fields its answer carries.
 */
export const patchDocumentRow = (
  qc: QueryClient,
  CODCANDIDATO: number,
  CODTIPODOC: number,
  patch: Partial<DocumentRow>,
) =>
  qc.setQueryData(getDocumentsQueryOptions(CODCANDIDATO).queryKey, (rows) =>
    rows?.map((r) => (r.CODTIPODOC === CODTIPODOC ? { ...r, ...patch } : r)),
  );

/** After an upload, a removal or a review: every document read is fetched again (the OCR cross-check too). */
export const invalidateDocuments = (qc: QueryClient) =>
  invalidateCalls(qc, documentsApi.list, documentsApi.images, documentsApi.observations, crosscheckApi.show);

/** The API path of a file (the list gives it with the /api prefix). */
export const filePath = (f: Pick<DocumentFile, 'url'>) => f.url.replace(/^\/api(?=\/)/, '');
