/** The client's benefits text (GET /candidate/benefits); HTML sanitised by the API. */
import { useQuery } from '@tanstack/react-query';
import { contentApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const getBenefitsQueryOptions = () => callQuery(contentApi.benefits, undefined, { retry: false });

export const useBenefits = () => useQuery(getBenefitsQueryOptions());
