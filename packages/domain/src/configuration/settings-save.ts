/**
 * Saving the client settings (spec 3 §5 "Configuration save"): the body is any subset of the
 * settings; the rules apply to the merged result, so a flag turned on without its list fails
 * even when the list was never sent.
 */
import { z } from 'zod';
import { CLIENT_SETTINGS, type ClientSettings, type SettingKey } from '../settings.ts';
import { CONFIG_MSG, maxChars } from './messages.ts';

/** Limit of the two semicolon lists (medical types, chartered-transport locations). */
export const SETTINGS_LIST_MAX = 200;

const patchSchemaOf = (key: SettingKey): z.ZodType => {
  const def = CLIENT_SETTINGS[key];
  switch (def.kind) {
    case 'flag':
      return z.boolean();
    case 'text':
      // the 200 limit is checked after normalisation (the trailing ';' counts)
      return z.string().max(2000, maxChars(SETTINGS_LIST_MAX));
    case 'choice':
    case 'integer':
      return def.schema.unwrap() as z.ZodType;
  }
};

export const ZConfigurationSave = z
  .object(
    Object.fromEntries(
      (Object.keys(CLIENT_SETTINGS) as SettingKey[]).map((k) => [k, patchSchemaOf(k).optional()]),
    ) as { [K in SettingKey]: z.ZodOptional<z.ZodType<ClientSettings[K]>> },
  )
  .strict();
export type ConfigurationSave = z.input<typeof ZConfigurationSave>;

export const ZBankPreference = z.object({
  CODBANCO: z.coerce.number().int().min(0, CONFIG_MSG.bankNotFound).max(9999, CONFIG_MSG.bankNotFound),
});

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
