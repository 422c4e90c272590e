/** Saves one address as a whole (PUT /candidate/address/main or /delivery, spec 2 §7). */
import { useQueryClient } from '@tanstack/react-query';
import { candidateAddressApi, type AddressPart } from '@admissao/domain';
import { call } from '../../../lib/call';
import { getCandidateRecordQueryOptions } from '../../../lib/queries/candidate-record';

/** The address fields by name, each as the registry stores it. */
type Fields = Record<string, string | number | boolean | null>;

const OPERATIONS = {
  main: candidateAddressApi.saveMain,
  delivery: candidateAddressApi.saveDelivery,
} as const satisfies Record<AddressPart, unknown>;

export const saveAddress = (part: AddressPart, CODCANDIDATO: number, fields: Fields) =>
  call(OPERATIONS[part], { body: { ...fields, CODCANDIDATO } });

/**
 * saveAddress with its cache update: the record is patched with what the save answers (the
 * address as stored), so the fields show it at once.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return async (part: AddressPart, CODCANDIDATO: number, fields: Fields) => {
    const { message: _message, ...stored } = await saveAddress(part, CODCANDIDATO, fields);
    queryClient.setQueryData(getCandidateRecordQueryOptions(CODCANDIDATO).queryKey, (old) =>
      old ? { ...old, ...stored } : old,
    );
  };
}
