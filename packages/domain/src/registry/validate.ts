/**
 * Value validation by field type, and the required/visible rules of a section, read from
 * the registry. The form and the API run the same function.
 */
import {
  isValidCnh,
  isValidCns,
  isValidCpf,
  isValidPis,
  isValidVoterId,
} from '@brazilian-utils/brazilian-utils';
import { EMAIL_PATTERN, digitsOnly } from '../schemas/patterns.ts';
import { storedText, textProblem } from '../schemas/text-rule.ts';
import { MSG } from '../messages.ts';
import type { ClientSettings } from '../settings.ts';
import { isoDateInBrazil } from '../dates.ts';
import { cnpjCharacters, isValidCnpj } from '../esocial/cnpj.ts';
import type { DateRule, FieldContext, FieldDef, FieldType, StoredValue } from './types.ts';

export interface FieldIssue {
  field: string;
  label: string;
  /** the message where the label is not beside it (a notice, an answer): 'E-mail: Email inválido' */
  message: string;
  /** what is wrong, without the label, as shown under the field: 'Email inválido' */
  problem: string;
  missing: boolean;
}

/** What a required field left empty shows under it. */
export const REQUIRED_FIELD = 'Campo obrigatório';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const brDate = (v: string): string | null => {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const ymd = br ? `${br[3]}-${br[2]}-${br[1]}` : iso ? v : null;
  if (!ymd) return null;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== ymd ? null : ymd;
};

const digitCount = (v: unknown) => digitsOnly(String(v)).length;
const within = (f: FieldDef, n: number, dflt: number) => n <= (f.max ?? dflt);
/** pt-BR decimal ('1.234,56' or '12,5') to a number; null when not one. */
export function parseDecimalBR(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const t = String(v).trim().replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : null;
}
const BOOLEAN_IN: Record<string, boolean> = {
  true: true,
  false: false,
  S: true,
  N: false,
  '1': true,
  '0': false,
};

/** Checks one present value; returns the pt-BR problem or null. */
const TYPE_CHECKS = {
  text: (f, v) => (within(f, String(v).trim().length, 100) ? null : `Máximo de ${f.max ?? 100} caracteres.`),
  textarea: (f, v) =>
    within(f, String(v).trim().length, 300) ? null : `Máximo de ${f.max ?? 300} caracteres.`,
  email: (f, v) =>
    !EMAIL_PATTERN.test(String(v).trim()) || String(v).trim().length > (f.max ?? 70)
      ? MSG.invalidEmail
      : null,
  date: (_f, v) => (brDate(String(v)) ? null : 'Data inválida (dd/mm/aaaa).'),
  phone: (_f, v) => (digitCount(v) === 10 ? null : 'Telefone deve ter 10 dígitos.'),
  mobile: (_f, v) => ([10, 11].includes(digitCount(v)) ? null : 'Celular deve ter 10 ou 11 dígitos.'),
  choice: (f, v) => (f.options?.some((o) => o.value === String(v)) ? null : 'Opção inválida.'),
  unit: (_f, v) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? null : 'Unidade inválida.'),
  bank: (_f, v) => (Number.isSafeInteger(Number(v)) && Number(v) >= 0 ? null : 'Banco inválido.'),
  boolean: (_f, v) => (String(v) in BOOLEAN_IN ? null : 'Escolha Sim ou Não.'),
  integer: (f, v) =>
    /^\d+$/.test(String(v).trim()) && within(f, String(v).trim().length, 9) ? null : 'Número inválido.',
  decimal: (_f, v) => (parseDecimalBR(v) !== null ? null : 'Valor inválido (use 0,00).'),
  digits: (f, v) =>
    /^[\d.\-/ ]+$/.test(String(v).trim()) && within(f, digitCount(v), 20)
      ? null
      : `Informe até ${f.max ?? 20} dígitos.`,
  cpf: (_f, v) => (isValidCpf(digitsOnly(String(v))) ? null : 'CPF inválido.'),
  pis: (_f, v) => (isValidPis(digitsOnly(String(v))) ? null : 'PIS inválido.'),
  cns: (_f, v) => (isValidCns(digitsOnly(String(v))) ? null : 'CNS inválido.'),
  titulo: (_f, v) => (isValidVoterId(digitsOnly(String(v))) ? null : 'Título de eleitor inválido.'),
  cnh: (_f, v) => (isValidCnh(digitsOnly(String(v))) ? null : 'CNH inválida.'),
  cep: (_f, v) => (digitCount(v) === 8 ? null : 'CEP inválido.'),
  cnpj: (_f, v) => (isValidCnpj(String(v)) ? null : 'CNPJ inválido.'),
  cbo: (_f, v) => (/^\d{4}-?\d{2}$/.test(String(v).trim()) ? null : 'CBO deve ter 6 dígitos.'),
  lookup: (_f, v) => (/^[\w-]{1,20}$/.test(String(v).trim()) ? null : 'Opção inválida.'),
} satisfies Record<FieldType, (f: FieldDef, v: unknown) => string | null>;

/** The youngest age a candidate may have (spec-free rule of issue 14: apprentices start at 14). */
export const MIN_CANDIDATE_AGE = 14;
const yearsBefore = (ymd: string, years: number) => `${Number(ymd.slice(0, 4)) - years}${ymd.slice(4)}`;
/** Dates before this are typing mistakes, not birth or issue dates. */
const EARLIEST = '1900-01-01';

/** A real date (yyyy-mm-dd) against its rule, with today in Brasília; the pt-BR problem or null. */
const DATE_RULES = {
  adultBirth: (ymd, today) =>
    ymd < EARLIEST || ymd > yearsBefore(today, MIN_CANDIDATE_AGE) ? MSG.invalidBirthDate : null,
  pastBirth: (ymd, today) => (ymd < EARLIEST || ymd > today ? MSG.invalidBirthDate : null),
  notFuture: (ymd, today) => (ymd < EARLIEST ? 'Data inválida.' : ymd > today ? MSG.futureDate : null),
} satisfies Record<DateRule, (ymd: string, today: string) => string | null>;

/** Normalises a checked value for storage (dates to yyyy-mm-dd, phones to digits, text trimmed). */
export function normaliseValue(f: FieldDef, v: unknown): string | number | boolean | null {
  if (isBlank(v)) return null;
  switch (f.type) {
    case 'date':
      return brDate(String(v));
    case 'phone':
    case 'mobile':
    case 'cpf':
    case 'pis':
    case 'cns':
    case 'titulo':
    case 'cnh':
    case 'cep':
    case 'cbo':
    case 'digits':
      return digitsOnly(String(v));
    case 'unit':
    case 'bank':
      return Number(v);
    case 'integer':
      return Number(String(v).trim());
    case 'decimal':
      return parseDecimalBR(v);
    case 'boolean':
      return BOOLEAN_IN[String(v)] ?? null;
    case 'email':
      return String(v).trim().toLowerCase();
    case 'cnpj':
      return cnpjCharacters(String(v));
    case 'textarea':
      return storedText(String(v), 'lines').trim();
    default: {
      const text = storedText(String(v));
      return f.upperCase ? text.toLocaleUpperCase('pt-BR') : text;
    }
  }
}

export const missingFieldMessage = (label: string) =>
  `Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: ${label}`;

/**
 * Every problem of the visible fields: missing required fields first (in form order, so the
 * first one is the 'next field to fill' of the 'Atenção' notice), then malformed values.
 */
export function validateFields(fields: readonly FieldDef[], ctx: FieldContext): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const f of fields) {
    if (!f.visible(ctx)) continue;
    const v = ctx.values[f.name];
    if (isBlank(v)) {
      if (f.required(ctx))
        issues.push({
          field: f.name,
          label: f.label,
          message: missingFieldMessage(f.label),
          problem: REQUIRED_FIELD,
          missing: true,
        });
      continue;
    }
    const problem =
      checkFieldValue(f, v, ctx.settings) ??
      (f.optionsFor && !f.optionsFor(ctx.values).some((o) => o.value === String(v).trim())
        ? 'Opção inválida.'
        : null);
    if (problem)
      issues.push({
        field: f.name,
        label: f.label,
        message: `${f.label}: ${problem}`,
        problem,
        missing: false,
      });
  }
  return [...issues.filter((i) => i.missing), ...issues.filter((i) => !i.missing)];
}

export { brDate, isBlank };

/** The problem with one value of a field (null when fine or blank): autosave uses it. */
export function checkFieldValue(f: FieldDef, v: unknown, settings?: ClientSettings): string | null {
  if (isBlank(v)) return null;
  // the character rule of every typed text (decision 066), whatever the field's type: a textarea
  // keeps its line breaks, every other field is one line
  const characters = typeof v === 'string' ? textProblem(v, f.type === 'textarea' ? 'lines' : 'line') : null;
  if (characters) return characters;
  const problem = TYPE_CHECKS[f.type](f, v);
  if (problem) return problem;
  if (f.dateRule) return DATE_RULES[f.dateRule](brDate(String(v))!, isoDateInBrazil());
  if (!f.optionsFrom || !settings) return null;
  return f.optionsFrom(settings).some((o) => o.value === String(v).trim()) ? null : 'Opção inválida.';
}

/**
 * The values with what a rule fixes (`forced`: an intern's CARGO) put in place of what was sent, as
 * PATCH /candidate does field by field (update-field.ts): the calls that save many fields at once
 * (registration, the staff edit of the registration data) check and store these.
 */
export function withForcedValues(fields: readonly FieldDef[], ctx: FieldContext): Record<string, unknown> {
  const values = { ...ctx.values };
  for (const f of fields) {
    const forced = f.forced?.(ctx);
    if (forced !== undefined) values[f.name] = forced;
  }
  return values;
}

/**
 * What a save of these fields stores, each normalised by its type: a forced value, the value of a
 * visible field, null for a field the rules hide (whatever was sent for it).
 */
export function storedValuesOf(
  fields: readonly FieldDef[],
  ctx: FieldContext,
): Record<string, StoredValue | null> {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.forced?.(ctx) !== undefined || f.visible(ctx) ? normaliseValue(f, ctx.values[f.name]) : null,
    ]),
  );
}
