/**
 * Saving the client settings (spec 3 §5 "Configuration save"): the body is any subset of the
 * settings; the rules apply to the merged result, so a flag turned on without its list fails
 * even when the list was never sent.
 */
import type { ClientSettings, SettingKey } from '../settings.ts';
import { CONFIG_MSG, maxChars } from './messages.ts';

/** Limit of the two semicolon lists (medical types, chartered-transport locations). */
export const SETTINGS_LIST_MAX = 200;

/** 'Bronze; Prata;;' → 'Bronze;Prata;' ; '' stays ''. */
export function normaliseSemicolonList(value: string): string {
  const items = value
    .split(';')
    .map((i) => i.trim())
    .filter(Boolean);
  return items.length ? `${items.join(';')};` : '';
}

export type SaveResult =
  { ok: true; settings: ClientSettings } | { ok: false; message: string; field: SettingKey };

/** Merges a save into the current settings and applies every save rule; pure (no bank check). */
export function applyConfigurationSave(current: ClientSettings, patch: Partial<ClientSettings>): SaveResult {
  const next: ClientSettings = { ...current };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) Object.assign(next, { [k]: v });
  next.OBS_ASSIS_MEDICA = normaliseSemicolonList(next.OBS_ASSIS_MEDICA);
  next.OBS_TRANSP_FRETADO = normaliseSemicolonList(next.OBS_TRANSP_FRETADO);
  if (next.INFO_ASSIS_MEDICA && !next.OBS_ASSIS_MEDICA)
    return { ok: false, message: CONFIG_MSG.medicalTypesRequired, field: 'OBS_ASSIS_MEDICA' };
  if (next.INFO_TRANSP_FRETADO && !next.OBS_TRANSP_FRETADO)
    return { ok: false, message: CONFIG_MSG.charteredLocationRequired, field: 'OBS_TRANSP_FRETADO' };
  for (const field of ['OBS_ASSIS_MEDICA', 'OBS_TRANSP_FRETADO'] as const)
    if (next[field].length > SETTINGS_LIST_MAX)
      return { ok: false, message: maxChars(SETTINGS_LIST_MAX), field };
  if (!next.RACA_COR) return { ok: false, message: CONFIG_MSG.raceRequired, field: 'RACA_COR' };
  if (next.BANCO_PREFERENCIA === 'T') next.BANCO_SELECIONADO = 0;
  return { ok: true, settings: next };
}
