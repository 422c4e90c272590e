/** Queries of the candidate page: the record, the client settings and the custom fields. */
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import {
  fetchAuthorizations,
  fetchCustomFields,
  fetchCustomFieldValues,
  fetchDependents,
  fetchRecord,
  fetchSettings,
} from './api';

export const candidateKeys = {
  record: (id: number) => ['candidateRecord', id] as const,
  customValues: (id: number) => ['candidateCustomValues', id] as const,
  dependents: (id: number) => ['candidateDependents', id] as const,
  authorizations: (id: number) => ['candidateAuthorizations', id] as const,
};

export function useCandidateRecord(id: number) {
  return useQuery({
    queryKey: candidateKeys.record(id),
    queryFn: () => fetchRecord(id),
    staleTime: 0,
    retry: 1,
  });
}

export function useCandidateSettings() {
  return useQuery({ queryKey: ['clientSettings'], queryFn: fetchSettings, staleTime: 5 * 60_000, retry: 1 });
}

/** The candidate's custom fields; a failure shows 'Erro ao buscar dados' (spec 2 §8). */
export function useCustomFields() {
  return useQuery({
    queryKey: ['customFields', 'candidate'],
    queryFn: async () => {
      try {
        const list = await fetchCustomFields();
        return list.filter((f) => f.ATIVO !== false && f.RESP_PREENCHIMENTO !== 'A');
      } catch (e) {
        notifyError(MSG.fetchError, isApiError(e) ? e.message : undefined);
        throw e;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useCustomFieldValues(id: number, enabled: boolean) {
  return useQuery({
    queryKey: candidateKeys.customValues(id),
    queryFn: () => fetchCustomFieldValues(id),
    enabled,
    retry: false,
  });
}

export function useDependents(id: number) {
  return useQuery({
    queryKey: candidateKeys.dependents(id),
    queryFn: () => fetchDependents(id),
    retry: false,
  });
}

export function useAuthorizations(id: number, enabled: boolean) {
  return useQuery({
    queryKey: candidateKeys.authorizations(id),
    queryFn: () => fetchAuthorizations(id),
    enabled,
    retry: false,
  });
}
