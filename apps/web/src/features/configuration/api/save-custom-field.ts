/** Add and edit a custom field; the list every screen reads (candidatesApi.customFields) is read again. */
import { useQueryClient } from '@tanstack/react-query';
import { candidatesApi, configurationCustomFieldsApi, type CustomFieldCreate } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';

export const createCustomField = (body: CustomFieldCreate) =>
  call(configurationCustomFieldsApi.create, { body });
export const updateCustomField = (CODINFO: number, input: CustomFieldCreate) =>
  call(configurationCustomFieldsApi.update, { body: { ...input, CODINFO } });

/** The configuration tab, registration, the candidate page and the staff view share this read. */
export function useRefreshCustomFields() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, candidatesApi.customFields);
}
