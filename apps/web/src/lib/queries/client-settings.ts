/**
 * The active client's settings (GET /candidate/configuration), read by the registration form, the
 * candidate page, the staff candidate view and the configuration screens: one query, one cache
 * entry and one staleTime for all of them. The configuration screen writes its saved answer into
 * this entry (`queryClient.setQueryData(getClientSettingsQueryOptions().queryKey, saved)`).
 */
import { useQuery } from '@tanstack/react-query';
import { clientSettingsApi } from '@admissao/domain';
import { callQuery } from '../call';

/** Settings change rarely (an admin saves them in configuration); five minutes spares the reloads. */
export const CLIENT_SETTINGS_STALE_TIME = 5 * 60_000;

export const getClientSettingsQueryOptions = () =>
  callQuery(clientSettingsApi.get, undefined, { staleTime: CLIENT_SETTINGS_STALE_TIME, retry: 1 });

export const useClientSettings = () => useQuery(getClientSettingsQueryOptions());
