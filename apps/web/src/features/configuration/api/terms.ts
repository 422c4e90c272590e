/**
 * The client's terms of use in Configurações (decision 060): GET and PATCH
 * /candidate/configuration/terms (ADMIN). The answers carry HTML sanitised by the API.
 */
import { useQueryClient } from '@tanstack/react-query';
import { termsApi, type TermsConfiguration } from '@admissao/domain';
import { call, callQuery } from '../../../lib/call';

export const getTermsConfigurationQueryOptions = () => callQuery(termsApi.configuration);

/** `TEXTO` null: back to the default text. */
export const saveTerms = (TEXTO: string | null) => call(termsApi.saveConfiguration, { body: { TEXTO } });

/** the saved terms become what the tab shows */
export function useStoreTerms() {
  const queryClient = useQueryClient();
  return ({ message: _message, ...saved }: TermsConfiguration & { message: string }) =>
    queryClient.setQueryData(getTermsConfigurationQueryOptions().queryKey, saved);
}
