/** Custom field save rules (spec 3 §5 "Custom field", §9 limits; reading of 25/40 in decision 025). */
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
