/** How many candidates of the client are in each status (POST /candidate/status), for the filter chips. */
import { useQuery } from '@tanstack/react-query';
import { referenceApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const useStatusCounts = () =>
  useQuery(callQuery(referenceApi.statusCounts, { body: {} }, { staleTime: 30_000 }));
