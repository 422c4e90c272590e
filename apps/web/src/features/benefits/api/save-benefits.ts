/** PATCH /candidate/benefits (ADMIN): the saved text and date become what the screens read. */
import type { QueryClient } from '@tanstack/react-query';
import { contentApi, type Benefits } from '@admissao/domain';
import { call } from '../../../lib/call';
import { getBenefitsQueryOptions } from './get-benefits';

export const saveBenefits = (OBS_BENEFICIOS: string) =>
  call(contentApi.saveBenefits, { body: { OBS_BENEFICIOS } });

export const storeBenefits = (qc: QueryClient, { OBS_BENEFICIOS, DATULTATUALIZACAO }: Benefits) =>
  qc.setQueryData(getBenefitsQueryOptions().queryKey, { OBS_BENEFICIOS, DATULTATUALIZACAO });
