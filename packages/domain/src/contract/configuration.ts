/**
 * General settings of the configuration screen (docs/api-configuration.md, tab 1): saving the
 * settings, the bank offered to candidates and the client's logo. Reading the settings is
 * `clientSettingsApi.get`; document types and custom fields are in configuration-documents.ts and
 * configuration-custom-fields.ts.
 */
import { z } from '../zod.ts';
import { CONFIG_MSG, maxChars } from '../configuration/messages.ts';
import { SETTINGS_LIST_MAX } from '../configuration/settings-save.ts';
import { CLIENT_SETTINGS, ZClientSettings, type ClientSettings, type SettingKey } from '../settings.ts';
import { ZText } from '../schemas/common.ts';
import { op } from './operation.ts';

const patchSchemaOf = (key: SettingKey): z.ZodType => {
  const def = CLIENT_SETTINGS[key];
  switch (def.kind) {
    case 'flag':
      return z.boolean();
    case 'text':
      // the 200 limit is checked after normalisation (the trailing ';' counts)
      return ZText(def.label, { max: 2000, tooLong: maxChars(SETTINGS_LIST_MAX) });
    case 'choice':
    case 'integer':
    case 'email':
    case 'days':
    case 'cnpj':
      return def.schema.unwrap() as z.ZodType;
  }
};

/** PATCH /candidate/configuration: any subset of the settings (unknown keys refused). */
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

/** The logo's address after a change (`/api/image/logo/09_041`), with the pt-BR message. */
export const ZLogoAnswer = z.object({ LOGO: z.string(), message: z.string() });
export type LogoAnswer = z.output<typeof ZLogoAnswer>;

export const configurationApi = {
  save: op({
    method: 'PATCH',
    path: '/candidate/configuration',
    auth: 'staff',
    summary: 'Grava configurações do cliente (somente ADMIN); responde todas as configurações',
    body: ZConfigurationSave,
    response: ZClientSettings,
  }),
  saveBank: op({
    method: 'PATCH',
    path: '/candidate/bank',
    auth: 'staff',
    summary: 'Banco oferecido aos candidatos (0 nenhum; somente ADMIN); responde todas as configurações',
    body: ZBankPreference,
    response: ZClientSettings,
  }),
  uploadLogo: op({
    method: 'POST',
    path: '/candidate/configuration/logo',
    auth: 'staff',
    summary: 'Envia o logotipo do cliente (multipart, campo file; PNG, JPEG ou WebP; somente ADMIN)',
    response: ZLogoAnswer,
  }),
  removeLogo: op({
    method: 'DELETE',
    path: '/candidate/configuration/logo',
    auth: 'staff',
    summary: 'Remove o logotipo do cliente, voltando ao padrão (somente ADMIN)',
    response: ZLogoAnswer,
  }),
};
