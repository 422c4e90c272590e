/** FAQ calls (spec 3 §7: /candidate/doubts); DESCRICAO is HTML sanitised by the API. */
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@admissao/domain';
import { api, isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';

export interface Doubt {
  CODDUVIDA: number;
  TITULO: string;
  /** sanitised HTML (may be absent in the list) */
  DESCRICAO?: string;
  RESUMO?: string | null;
  DATATUALIZACAO: string;
  CODADM?: number;
}

export interface DoubtInput {
  TITULO: string;
  RESUMO: string;
  DESCRICAO: string;
}

export const DOUBTS_KEY = ['doubts'] as const;
export const doubtKey = (id: number) => ['doubts', id] as const;

const today = () => new Date().toISOString();

export const fetchDoubts = () => api<Doubt[]>('/candidate/doubts');
export const fetchDoubt = (id: number) => api<Doubt>(`/candidate/doubts/${id}`);
export const createDoubt = (input: DoubtInput) =>
  api<Doubt & { message?: string }>('/candidate/doubts', {
    method: 'POST',
    body: { ...input, DATATUALIZACAO: today() },
  });
export const updateDoubt = (CODDUVIDA: number, input: DoubtInput) =>
  api<Doubt & { message?: string }>('/candidate/doubts/', {
    method: 'PUT',
    body: { ...input, CODDUVIDA, DATATUALIZACAO: today() },
  });
export const deleteDoubt = (CODDUVIDA: number, CODADM: number | undefined) =>
  api<{ message?: string }>('/candidate/doubts/', { method: 'DELETE', body: { CODDUVIDA, CODADM } });

export const errorDetail = (e: unknown) => (isApiError(e) ? e.message : undefined);

/** The client's FAQ; a failure shows 'Erro ao buscar dados'. */
export function useDoubts() {
  return useQuery({
    queryKey: DOUBTS_KEY,
    queryFn: async () => {
      try {
        return await fetchDoubts();
      } catch (e) {
        notifyError(MSG.fetchError, errorDetail(e));
        throw e;
      }
    },
    retry: false,
  });
}

export function useDoubt(id: number, enabled = true) {
  return useQuery({
    queryKey: doubtKey(id),
    queryFn: () => fetchDoubt(id),
    enabled: enabled && Number.isInteger(id) && id > 0,
    retry: false,
  });
}
