/** The dashboard's calls, one per widget (decision 041), and the user's clients for the filter. */
import { useQuery } from '@tanstack/react-query';
import {
  authApi,
  dashboardApi,
  esocialDeadlinesApi,
  esocialSettingsApi,
  type DashboardQuery,
} from '@admissao/domain';
import { call, callQuery, keyOf } from '../../../lib/call';

// every widget's own call: the four load side by side and fail alone
const FRESH = { staleTime: 30_000 };
export const useFunnel = (query: DashboardQuery) =>
  useQuery(callQuery(dashboardApi.funnel, { query }, FRESH));
export const useDurations = (query: DashboardQuery) =>
  useQuery(callQuery(dashboardApi.durations, { query }, FRESH));
export const useRefusals = (query: DashboardQuery) =>
  useQuery(callQuery(dashboardApi.refusals, { query }, FRESH));
export const useAtRisk = (query: DashboardQuery) =>
  useQuery(callQuery(dashboardApi.atRisk, { query }, FRESH));

/** the user's clients (the client picker's call), for the client filter */
export const useUserClients = (CODUSUARIO: number, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(authApi.clients),
    queryFn: ({ signal }) => call(authApi.clients, { body: { CODUSUARIO, CODPRODUTO: 'GC' } }, { signal }),
    enabled,
    staleTime: 60_000,
  });
export const useKitsWaiting = (query: DashboardQuery) =>
  useQuery(callQuery(dashboardApi.kits, { query }, FRESH));

/** the certificates expiring within 30 days (decision 079): ADMIN or ESOCIAL only, so asked only then */
export const useCertificateWarnings = (query: DashboardQuery, enabled: boolean) =>
  useQuery(callQuery(esocialSettingsApi.certificateWarnings, { query }, { ...FRESH, enabled }));

/** the eSocial deadlines' counts (decision 082): ADMIN or ESOCIAL only, so asked only then */
export const useEsocialDeadlineCounts = (query: DashboardQuery, enabled: boolean) =>
  useQuery(callQuery(esocialDeadlinesApi.list, { query: { CODCLI: query.CODCLI } }, { ...FRESH, enabled }));
