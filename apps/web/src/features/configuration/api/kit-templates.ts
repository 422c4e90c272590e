/**
 * Documentos para assinatura (issue 33 §1): the client's kit templates, the merge fields a text may
 * use, create/replace/delete, and the PDF preview of one (ADMIN; the client is the X-Cliente).
 */
import { useQueryClient } from '@tanstack/react-query';
import { kitTemplatesApi, type KitTemplateSave } from '@admissao/domain';
import { call, callQuery, invalidateCalls } from '../../../lib/call';

export const getKitTemplatesQueryOptions = () => callQuery(kitTemplatesApi.list);
export const getKitFieldsQueryOptions = () =>
  callQuery(kitTemplatesApi.fields, undefined, { staleTime: Infinity });

export const createKitTemplate = (body: KitTemplateSave) => call(kitTemplatesApi.create, { body });
export const saveKitTemplate = (id: number, body: KitTemplateSave) =>
  call(kitTemplatesApi.save, { params: { id }, body });
export const removeKitTemplate = (id: number) => call(kitTemplatesApi.remove, { params: { id } });
/** The preview PDF as a Blob (the tab shows it in a frame). */
export const previewKitTemplate = (id: number) => call(kitTemplatesApi.preview, { params: { id } });

/** After a change, the list is read again. */
export function useRefreshKitTemplates() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, kitTemplatesApi.list);
}
