/**
 * GET /candidate/data/cep/{cep}: the address of a CEP (contract/lookups.ts). Kept an hour: a CEP's
 * address does not change while the candidate types.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lookupsApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const getCepQueryOptions = (cep: string) =>
  callQuery(lookupsApi.cep, { params: { cep } }, { staleTime: 60 * 60_000, retry: false });

/** The address of a CEP, from the cache when it was asked within the hour. */
export function useFetchCep() {
  const queryClient = useQueryClient();
  return (cep: string) => queryClient.fetchQuery(getCepQueryOptions(cep));
}
