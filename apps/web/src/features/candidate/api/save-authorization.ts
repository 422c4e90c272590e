/**
 * An authorized person of the delivery address: add (POST) or change (PUT, with IDPESSOA), remove;
 * the list is read again after (awaited), and after a save the record too (its flags).
 */
import { useQueryClient } from '@tanstack/react-query';
import { candidateExtrasApi, candidateRecordApi } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';

/** The dialog's payload: each field as the registry stores it. */
type Fields = Record<string, string | number | boolean | null>;

export const saveAuthorization = (CODCANDIDATO: number, fields: Fields, IDPESSOA?: number) =>
  IDPESSOA
    ? call(candidateExtrasApi.updateAuthorization, { body: { ...fields, CODCANDIDATO, IDPESSOA } })
    : call(candidateExtrasApi.addAuthorization, { body: { ...fields, CODCANDIDATO } });

export const removeAuthorization = (CODCANDIDATO: number, IDPESSOA: number) =>
  call(candidateExtrasApi.removeAuthorization, { body: { CODCANDIDATO, IDPESSOA } });

/** what a screen reads again: the list after a removal, the list and the record after a save */
export function useRefreshAuthorizations() {
  const queryClient = useQueryClient();
  return {
    list: () => invalidateCalls(queryClient, candidateExtrasApi.authorizations),
    listAndRecord: async () => {
      await invalidateCalls(queryClient, candidateExtrasApi.authorizations);
      void invalidateCalls(queryClient, candidateRecordApi.get);
    },
  };
}
