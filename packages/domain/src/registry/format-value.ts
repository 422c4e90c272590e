/**
 * How a stored registry value reads — on screen, on paper and in the Excel sheet alike: dates
 * dd/mm/yyyy, Sim/Não, option labels, documents and phones with their masks, decimals with a comma.
 * The one formatter of the product (the staff view, the checking panel, the PDF and the export call it).
 */
import { formatDateBR } from '../dates.ts';
import { formatCnpj } from '../esocial/cnpj.ts';
import type { ClientSettings } from '../settings.ts';
import type { FieldDef, FieldType } from './types.ts';

export interface FieldOption {
  value: string;
  label: string;
}

/** The options of a field: its own, or those the client's settings give (optionsFrom). */
export function optionsOf(f: FieldDef, settings?: ClientSettings): readonly FieldOption[] {
  if (f.options) return f.options;
  return settings && f.optionsFrom ? f.optionsFrom(settings) : [];
}

/** The input mask of the types that always have one; a field's own `mask` wins. */
const TYPE_MASKS: Partial<Record<FieldType, string>> = {
  cpf: '000.000.000-00',
  cep: '00000-000',
  date: '00/00/0000',
  phone: '(00) 0000-0000',
  mobile: '(00) 00000-0000',
  pis: '000.00000.00-0',
  cbo: '0000-00',
};

/** The digit mask of a field ('0' = a digit), if it has one. */
export const maskOf = (f: FieldDef): string | undefined => f.mask ?? TYPE_MASKS[f.type];

/** Digits laid into a mask ('52998224725', '000.000.000-00' → '529.982.247-25'); null when they do not fit. */
export function applyMask(mask: string, digits: string): string | null {
  return maskApplier(mask)(digits);
}

/**
 * Digits laid into a mask as they are typed: the mask's literals appear once a digit follows them
 * ('5299', '000.000.000-00' → '529.9'); digits beyond the mask are dropped. Of several masks (a
 * landline or a mobile number) the first that holds the digits is used, else the last.
 */
export function maskAsTyped(mask: string | readonly string[], digits: string): string {
  const masks = typeof mask === 'string' ? [mask] : mask;
  const fits = (m: string) => (m.match(/0/g) ?? []).length >= digits.length;
  const chosen = masks.find(fits) ?? masks[masks.length - 1]!;
  let out = '';
  let next = 0;
  for (const c of chosen) {
    if (next >= digits.length) break;
    out += c === '0' ? digits[next++] : c;
  }
  return out;
}

/** A mask compiled once into a regular expression and its replacement ('$1.$2.$3-$4'). */
const appliers = new Map<string, (digits: string) => string | null>();
function maskApplier(mask: string): (digits: string) => string | null {
  let apply = appliers.get(mask);
  if (apply) return apply;
  const groups = mask.match(/0+|[^0]+/g) ?? [];
  let n = 0;
  const pattern = new RegExp(`^${groups.map((g) => (g[0] === '0' ? `(\\d{${g.length}})` : '')).join('')}$`);
  const replacement = groups.map((g) => (g[0] === '0' ? `$${++n}` : g.replace(/\$/g, '$$$$'))).join('');
  apply = (digits) => (pattern.test(digits) ? digits.replace(pattern, replacement) : null);
  appliers.set(mask, apply);
  return apply;
}

const NON_DIGIT = /\D/g;
const digitsOf = (v: unknown) => String(v).replace(NON_DIGIT, '');
const DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How one field's present value reads; compiled once per field (the export calls it per cell). */
type Compiled = (v: unknown) => string;
type Compiler = (f: FieldDef, settings?: ClientSettings) => Compiled;

const plain: Compiler = () => (v) => String(v);
const masked: Compiler = (f) => {
  const mask = maskOf(f);
  if (!mask) return (v) => String(v);
  const apply = maskApplier(mask);
  return (v) => apply(digitsOf(v)) ?? String(v);
};

const COMPILERS: Record<FieldType, Compiler> = {
  text: plain,
  textarea: plain,
  email: plain,
  date: () => (v) => formatDateBR(String(v)),
  phone: masked,
  // a mobile number of 10 digits (an older landline-style number) reads as a landline
  mobile: (f) => {
    const mobile = masked(f);
    const landline = masked({ ...f, mask: TYPE_MASKS.phone });
    return (v) => (digitsOf(v).length === 10 ? landline(v) : mobile(v));
  },
  choice: (f, settings) => {
    const labels = new Map(optionsOf(f, settings).map((o) => [o.value, o.label]));
    return (v) => labels.get(String(v)) ?? String(v);
  },
  unit: plain,
  bank: plain,
  boolean: () => (v) => (v === true || v === 'true' || v === 'S' ? 'Sim' : 'Não'),
  integer: plain,
  decimal: () => (v) => (Number.isFinite(Number(v)) ? DECIMAL.format(Number(v)) : String(v)),
  digits: masked,
  cpf: masked,
  pis: masked,
  cns: masked,
  titulo: masked,
  cnh: masked,
  cep: masked,
  cnpj: () => (v) => formatCnpj(String(v)),
  cbo: masked,
  lookup: plain,
};

/** Compiled formatters of fields whose format does not depend on the client (most of them). */
const compiled = new WeakMap<FieldDef, Compiled>();
function compiledOf(f: FieldDef, settings?: ClientSettings): Compiled {
  if (f.optionsFrom) return COMPILERS[f.type](f, settings);
  let format = compiled.get(f);
  if (!format) compiled.set(f, (format = COMPILERS[f.type](f)));
  return format;
}

/**
 * The formatter of one field, for many values (the Excel export compiles one per column): '' for an
 * empty value, the caller's label for a lookup, unit or bank code, the formatted text otherwise.
 */
export function fieldFormatter(f: FieldDef, settings?: ClientSettings) {
  const format = COMPILERS[f.type](f, settings);
  return (value: unknown, label?: string | null): string =>
    value === null || value === undefined || value === '' ? '' : label ? label : format(value);
}

export interface FormatOptions {
  settings?: ClientSettings;
  /** the name of a lookup, unit or bank code, resolved by the caller from its list */
  label?: string | null;
  /** the other values of the record (a field whose format depends on another: `formatAs`) */
  values?: Record<string, unknown>;
}

/**
 * The text of a value; '' when empty. Lookup, unit and bank values read as the label the caller
 * resolved, the raw code otherwise.
 */
export function formatFieldValue(f: FieldDef, value: unknown, opts: FormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (opts.label) return opts.label;
  const type = (opts.values && f.formatAs?.(opts.values)) ?? f.type;
  if (type !== f.type) return COMPILERS[type]({ ...f, type, mask: undefined })(value);
  return compiledOf(f, opts.settings)(value);
}

/** The text of one value of a row (a dependent, an authorized person) by its field's name. */
export function formatRowValue(
  fields: readonly FieldDef[],
  name: string,
  row: object,
  settings?: ClientSettings,
): string {
  const values = row as Record<string, unknown>;
  const f = fields.find((x) => x.name === name);
  return f ? formatFieldValue(f, values[name], { settings, values }) : String(values[name] ?? '');
}

/**
 * How a bank reads in every list (the bank field, the preferred-bank setting): its three-digit
 * Central Bank code and its name ('341 - Itaú Unibanco S.A.'), the name alone if it has no code.
 * The print and the export name it the same way (print/lookup-labels.ts).
 */
export const bankLabel = (b: { CODBACEN: string; BANCO_NOME: string }) =>
  b.CODBACEN ? `${b.CODBACEN} - ${b.BANCO_NOME}` : b.BANCO_NOME;
