/** Benefits text (spec 3 §7: GET and PATCH /candidate/benefits); HTML sanitised by the API. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface Benefits {
  OBS_BENEFICIOS: string;
  DATULTATUALIZACAO: string | null;
}

export const BENEFITS_KEY = ['benefits'] as const;

export const fetchBenefits = () => api<Benefits>('/candidate/benefits');
export const saveBenefits = (OBS_BENEFICIOS: string) =>
  api<Benefits & { message?: string }>('/candidate/benefits', { method: 'PATCH', body: { OBS_BENEFICIOS } });

export const useBenefits = () => useQuery({ queryKey: BENEFITS_KEY, queryFn: fetchBenefits, retry: false });
