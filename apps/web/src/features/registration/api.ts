import { useQuery } from '@tanstack/react-query';
import type { CandidateCreate, CheckEmailAnswer, ClientSettings } from '@admissao/domain';
import { api } from '../../lib/api';
import type { CustomField } from '@admissao/domain';
export type { CustomField } from '@admissao/domain';

export interface RegistrationAnswer {
  CODCANDIDATO: number;
  LINK: string;
  message?: string;
}

export type SuggestionKind = 'managers' | 'recruiters';

export const fetchSettings = () => api<ClientSettings>('/candidate/configuration');
export const fetchCustomFields = () => api<CustomField[]>('/candidate/customFields/list');
export const checkEmail = (EMAIL: string) =>
  api<CheckEmailAnswer>('/candidate/check/email', { body: { EMAIL } });
export const registerCandidate = (body: CandidateCreate) => api<RegistrationAnswer>('/candidate', { body });

export async function fetchSuggestions(kind: SuggestionKind, filter: string): Promise<string[]> {
  const rows = await api<{ GESTOR?: string; RECRUTADOR?: string }[]>(
    `/candidate/data/${kind}?FILTER=${encodeURIComponent(filter)}`,
  );
  return rows.map((r) => r.GESTOR ?? r.RECRUTADOR ?? '').filter(Boolean);
}

export function useClientSettings() {
  return useQuery({ queryKey: ['clientSettings'], queryFn: fetchSettings, retry: false });
}

/** The custom fields staff fill at registration: filled by the admin ('A') and active. */
export function useAdminCustomFields() {
  return useQuery({
    queryKey: ['customFields'],
    queryFn: fetchCustomFields,
    retry: false,
    select: (list: CustomField[]) => list.filter((f) => f.RESP_PREENCHIMENTO === 'A' && f.ATIVO),
  });
}

export { optionsOf } from '../../components/fields/CustomFieldInput';
