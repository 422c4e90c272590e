/**
 * PATCH /candidate/configuration and PATCH /candidate/bank: both answer every setting, which is
 * written into the one settings entry every screen reads (lib/queries/client-settings.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { configurationApi, lookupsApi, type ClientSettings, type ConfigurationSave } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';
import { getClientSettingsQueryOptions } from '../../../lib/queries/client-settings';

export const saveSettings = (body: ConfigurationSave) => call(configurationApi.save, { body });
export const saveBank = (CODBANCO: number) => call(configurationApi.saveBank, { body: { CODBANCO } });

export function useSettingsCache() {
  const queryClient = useQueryClient();
  return {
    /** The saved settings become what the registration form, the candidate page and the staff view read. */
    store: (saved: ClientSettings) =>
      queryClient.setQueryData(getClientSettingsQueryOptions().queryKey, saved),
    /** the banks candidates are offered follow the preference: every cached bank search is read again */
    refreshBanks: () => invalidateCalls(queryClient, lookupsApi.banks),
  };
}
