/**
 * The general settings form is built from CLIENT_SETTINGS (packages/domain): one control per
 * setting, by its kind. Only the option labels of the two choice settings live here.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  applyConfigurationSave,
  CLIENT_SETTINGS,
  HR_NOTICE_POLICIES,
  ZConfigurationSave,
  type ClientSettings,
  type SettingKey,
} from '@admissao/domain';

export const SETTING_KEYS = Object.keys(CLIENT_SETTINGS) as SettingKey[];

/** pt-BR labels of the values of the choice settings (spec 3 §3). */
export const CHOICE_LABELS = {
  BANCO_PREFERENCIA: { T: 'Todos os bancos', E: 'Banco específico', P: 'Banco preferencial' },
  TRANSPORTE_PUBLICO: { B: 'Básico', D: 'Detalhado (linhas e valores)' },
  AVISOS_RH: HR_NOTICE_POLICIES,
  ESOCIAL_TPAMB: { '1': 'Produção', '2': 'Produção restrita' },
} satisfies { [K in SettingKey]?: Record<Extract<ClientSettings[K], string>, string> };

/** The values a choice setting accepts, read from its schema. */
export function choiceOptions(key: SettingKey): { value: string; label: string }[] {
  const schema = CLIENT_SETTINGS[key].schema as unknown as { unwrap?: () => { options?: string[] } };
  const values = schema.unwrap?.().options ?? [];
  const labels = (CHOICE_LABELS as Partial<Record<SettingKey, Record<string, string>>>)[key] ?? {};
  return values.map((v) => ({ value: v, label: labels[v] ?? v }));
}

/** The keys whose value differs from what is stored. */
export function changedKeys(stored: ClientSettings, values: ClientSettings): SettingKey[] {
  return SETTING_KEYS.filter((k) => values[k] !== stored[k]);
}

/**
 * Checks the form with the API's own rules: ZConfigurationSave for the shapes, then
 * applyConfigurationSave (required lists, 200 limit, race/colour, 'all banks' → bank 0).
 */
export function settingsResolver(stored: () => ClientSettings): Resolver<ClientSettings> {
  return (values) => {
    const errors: FieldErrors<ClientSettings> = {};
    const parsed = ZConfigurationSave.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as SettingKey | undefined;
        if (key && !errors[key]) errors[key] = { type: 'validate', message: issue.message };
      }
      return { values: {}, errors };
    }
    const result = applyConfigurationSave(stored(), values);
    if (!result.ok) {
      errors[result.field] = { type: 'validate', message: result.message };
      return { values: {}, errors };
    }
    return { values: result.settings, errors: {} };
  };
}
