/** PATCH /candidate/benefits (ADMIN): the saved text and date become what the screens read. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contentApi, type Benefits } from '@admissao/domain';
import { call } from '../../../lib/call';
import { getBenefitsQueryOptions } from './get-benefits';

const saveBenefits = (OBS_BENEFICIOS: string) => call(contentApi.saveBenefits, { body: { OBS_BENEFICIOS } });

const storeBenefits = (qc: QueryClient, { OBS_BENEFICIOS, DATULTATUALIZACAO }: Benefits) =>
  qc.setQueryData(getBenefitsQueryOptions().queryKey, { OBS_BENEFICIOS, DATULTATUALIZACAO });

/** saveBenefits with its cache update: the saved text and date are what the screens read at once */
export function useSaveBenefits() {
  const queryClient = useQueryClient();
  return async (OBS_BENEFICIOS: string) => {
    const answer = await saveBenefits(OBS_BENEFICIOS);
    storeBenefits(queryClient, answer);
    return answer;
  };
}
