/**
 * PATCH /candidate/configuration and PATCH /candidate/bank: both answer every setting, which is
 * written into the one settings entry every screen reads (lib/queries/client-settings.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { configurationApi, type ClientSettings, type ConfigurationSave } from '@admissao/domain';
import { call } from '../../../lib/call';
import { getClientSettingsQueryOptions } from '../../../lib/queries/client-settings';

export const saveSettings = (body: ConfigurationSave) => call(configurationApi.save, { body });
export const saveBank = (CODBANCO: number) => call(configurationApi.saveBank, { body: { CODBANCO } });

/** The saved settings become what the registration form, the candidate page and the staff view read. */
export const storeSettings = (qc: QueryClient, saved: ClientSettings) =>
  qc.setQueryData(getClientSettingsQueryOptions().queryKey, saved);
