/** A stored registry value as a person reads it on paper (dates dd/mm/yyyy, Sim/Não, labels, masks). */
import { formatDateBR } from '../dates.ts';
import type { ClientSettings } from '../settings.ts';
import type { FieldDef, FieldType } from '../registry/types.ts';

const digits = (v: unknown) => String(v).replace(/\D/g, '');
const mask = (pattern: RegExp, out: string) => (v: unknown) => {
  const d = digits(v);
  return pattern.test(d) ? d.replace(pattern, out) : String(v);
};

const FORMATTERS = {
  text: (_f, v) => String(v),
  textarea: (_f, v) => String(v),
  email: (_f, v) => String(v),
  date: (_f, v) => formatDateBR(String(v)),
  phone: (_f, v) => mask(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3')(v),
  mobile: (_f, v) =>
    digits(v).length === 11
      ? mask(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3')(v)
      : mask(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3')(v),
  choice: (f, v, settings) => {
    const options = f.options ?? (settings && f.optionsFrom ? f.optionsFrom(settings) : []);
    return options.find((o) => o.value === String(v))?.label ?? String(v);
  },
  unit: (_f, v) => String(v),
  bank: (_f, v) => String(v),
  boolean: (_f, v) => (v === true || v === 'true' || v === 'S' ? 'Sim' : 'Não'),
  integer: (_f, v) => String(v),
  decimal: (_f, v) =>
    Number(v).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  digits: (_f, v) => String(v),
  cpf: (_f, v) => mask(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')(v),
  pis: (_f, v) => mask(/^(\d{3})(\d{5})(\d{2})(\d)$/, '$1.$2.$3-$4')(v),
  cns: (_f, v) => String(v),
  titulo: (_f, v) => String(v),
  cnh: (_f, v) => String(v),
  cep: (_f, v) => mask(/^(\d{5})(\d{3})$/, '$1-$2')(v),
  lookup: (_f, v) => String(v),
} satisfies Record<FieldType, (f: FieldDef, v: unknown, settings?: ClientSettings) => string>;

/**
 * The printed text of a value; '' when empty. Lookup, unit and bank values show the label the caller
 * resolved (`label`), the raw code otherwise.
 */
export function formatFieldValue(
  f: FieldDef,
  value: unknown,
  opts: { settings?: ClientSettings; label?: string | null } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (opts.label) return opts.label;
  return FORMATTERS[f.type](f, value, opts.settings);
}
