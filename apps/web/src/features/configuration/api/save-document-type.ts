/** Add, edit, order and import document types; afterwards every list of the client's types is read again. */
import { useQueryClient } from '@tanstack/react-query';
import { configurationDocumentsApi, documentsApi, type DocumentTypeCreate } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';

export const createDocumentType = (body: DocumentTypeCreate) =>
  call(configurationDocumentsApi.create, { body });
export const updateDocumentType = (CODTIPODOC: number, input: DocumentTypeCreate) =>
  call(configurationDocumentsApi.save, { body: { ...input, CODTIPODOC } });
export const saveDocumentOrder = (DOCUMENTOS: { CODTIPODOC: number; ORDEM: number }[]) =>
  call(configurationDocumentsApi.order, { body: { DOCUMENTOS } });
export const importDocuments = (CODCLI: string) =>
  call(configurationDocumentsApi.import, { params: { CODCLI } });

/** The configuration's pages and the plain list of types (the image-link form's choices). */
export function useRefreshDocumentTypes() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, configurationDocumentsApi.list, documentsApi.types);
}
