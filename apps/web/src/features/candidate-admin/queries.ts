/** Queries of the staff candidate view; one key set so an action refreshes everything it touched. */
import { useQuery } from '@tanstack/react-query';
import {
  fetchAuthorizations,
  fetchCustomFields,
  fetchCustomValues,
  fetchDependents,
  fetchRecord,
  fetchSettings,
} from './api';
import { fetchDocuments } from '../../lib/documents';

export const adminKeys = {
  all: (id: number) => ['adminCandidate', id] as const,
  record: (id: number) => ['adminCandidate', id, 'record'] as const,
  customValues: (id: number) => ['adminCandidate', id, 'customValues'] as const,
  dependents: (id: number) => ['adminCandidate', id, 'dependents'] as const,
  authorizations: (id: number) => ['adminCandidate', id, 'authorizations'] as const,
  documents: (id: number) => ['adminCandidate', id, 'documents'] as const,
  log: (id: number) => ['adminCandidate', id, 'log'] as const,
};

export const useAdminRecord = (id: number) =>
  useQuery({ queryKey: adminKeys.record(id), queryFn: () => fetchRecord(id), retry: false });

export const useSettings = () =>
  useQuery({ queryKey: ['clientSettings'], queryFn: fetchSettings, staleTime: 5 * 60_000, retry: 1 });

export const useAllCustomFields = () =>
  useQuery({
    queryKey: ['customFields', 'all'],
    queryFn: fetchCustomFields,
    staleTime: 5 * 60_000,
    retry: false,
    select: (list) => list.filter((f) => f.ATIVO !== false),
  });

export const useCustomValues = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.customValues(id),
    queryFn: () => fetchCustomValues(id),
    enabled,
    retry: false,
  });

export const useDependents = (id: number) =>
  useQuery({ queryKey: adminKeys.dependents(id), queryFn: () => fetchDependents(id), retry: false });

export const useAuthorizations = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.authorizations(id),
    queryFn: () => fetchAuthorizations(id),
    enabled,
    retry: false,
  });

export const useDocuments = (id: number) =>
  useQuery({ queryKey: adminKeys.documents(id), queryFn: () => fetchDocuments(id), retry: false });
