/** Custom field save rules (spec 3 §5 "Custom field", §9 limits; reading of 25/40 in decision 008). */
import { z } from 'zod';
import { CONFIG_MSG, maxChars } from './messages.ts';

export const CUSTOM_FIELD_LIMITS = {
  description: 100,
  options: 255,
  menuMin: 2,
  radioMin: 2,
  radioMax: 5,
  /** the add button is hidden from this many fields, active or not (spec 3 §9) */
  total: 40,
  /** 'maximum 25 custom fields' (spec 3 §9): the fields a candidate or admin can be asked to fill */
  active: 25,
  pageSize: 15,
} as const;

export const CUSTOM_FIELD_TYPES = [
  { value: 'T', label: 'Texto' },
  { value: 'M', label: 'Menu (múltipla escolha)' },
  { value: 'R', label: 'Rádio (uma opção)' },
] as const;
export const CUSTOM_FIELD_FILLERS = [
  { value: 'A', label: 'Administrador' },
  { value: 'C', label: 'Candidato' },
] as const;

/** The items of an options string ('A;B;' → ['A', 'B']). */
export const optionItems = (opcoes: string | null | undefined) =>
  (opcoes ?? '')
    .split(';')
    .map((o) => o.trim())
    .filter(Boolean);

/** The options rule for one type; null when fine. */
export function customFieldOptionsError(
  tipo: 'T' | 'M' | 'R',
  opcoes: string | null | undefined,
): string | null {
  if (tipo === 'T') return null;
  const raw = (opcoes ?? '').trim();
  if (!raw) return CONFIG_MSG.fieldOptionsMin;
  if (raw.length > CUSTOM_FIELD_LIMITS.options) return maxChars(CUSTOM_FIELD_LIMITS.options);
  if (!raw.endsWith(';')) return CONFIG_MSG.fieldOptionsSemicolon;
  const n = optionItems(raw).length;
  if (tipo === 'M' && n < CUSTOM_FIELD_LIMITS.menuMin) return CONFIG_MSG.fieldOptionsMin;
  if (tipo === 'R' && (n < CUSTOM_FIELD_LIMITS.radioMin || n > CUSTOM_FIELD_LIMITS.radioMax))
    return CONFIG_MSG.fieldRadioRange;
  return null;
}

const fields = {
  DESCRICAO: z
    .string({ error: CONFIG_MSG.fieldDescriptionRequired })
    .trim()
    .min(1, CONFIG_MSG.fieldDescriptionRequired)
    .max(CUSTOM_FIELD_LIMITS.description, maxChars(CUSTOM_FIELD_LIMITS.description)),
  TIPO: z.enum(['T', 'M', 'R'], { error: CONFIG_MSG.fieldTypeRequired }),
  OPCOES: z.string().max(1000, maxChars(CUSTOM_FIELD_LIMITS.options)).nullish(),
  RESP_PREENCHIMENTO: z.enum(['A', 'C'], { error: CONFIG_MSG.fieldWhoRequired }),
  OBRIGATORIO: z.boolean().default(false),
  ATIVO: z.boolean().default(true),
};

type Draft = { TIPO: 'T' | 'M' | 'R'; OPCOES?: string | null | undefined };
const withOptions = <T extends Draft>(v: T, ctx: z.RefinementCtx) => {
  const error = customFieldOptionsError(v.TIPO, v.OPCOES);
  if (error) {
    ctx.addIssue({ code: 'custom', message: error, path: ['OPCOES'] });
    return z.NEVER;
  }
  // options are stored as typed items each ending in ';' ('A; B;' → 'A;B;'); text fields have none
  return { ...v, OPCOES: v.TIPO === 'T' ? null : `${optionItems(v.OPCOES).join(';')};` };
};

export const ZCustomFieldCreate = z.object(fields).transform(withOptions);
export const ZCustomFieldUpdate = z
  .object({ CODINFO: z.coerce.number().int().positive().max(2147483647), ...fields })
  .transform(withOptions);
export type CustomFieldCreate = z.output<typeof ZCustomFieldCreate>;
export type CustomFieldUpdate = z.output<typeof ZCustomFieldUpdate>;

/** A custom field as GET /candidate/customFields/list answers it (registration, candidate page, staff view). */
export interface CustomField {
  CODINFO: number;
  NUMCAMPO: number;
  DESCRICAO: string;
  TIPO: 'T' | 'M' | 'R';
  OPCOES: string | null;
  RESP_PREENCHIMENTO: 'A' | 'C';
  OBRIGATORIO: boolean;
  ATIVO: boolean;
}
/** A candidate's value of one custom field (GET /candidate/customFieldsData/{id}). */
export interface CustomFieldValue {
  CODINFO: number;
  DESCRICAO: string | null;
}
