/**
 * GET /candidate/data/cep/{cep}: the address of a CEP (contract/lookups.ts). Kept an hour: a CEP's
 * address does not change while the candidate types.
 */
import { lookupsApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const getCepQueryOptions = (cep: string) =>
  callQuery(lookupsApi.cep, { params: { cep } }, { staleTime: 60 * 60_000, retry: false });
