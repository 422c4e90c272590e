/**
 * Value validation by field type, and the required/visible rules of a section, read from
 * the registry. The form and the API run the same function.
 */
import { EMAIL_PATTERN, digitsOnly } from '../schemas/common.ts';
import { MSG } from '../messages.ts';
import type { FieldContext, FieldDef, FieldType } from './types.ts';

export interface FieldIssue {
  field: string;
  label: string;
  message: string;
  missing: boolean;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const brDate = (v: string): string | null => {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const ymd = br ? `${br[3]}-${br[2]}-${br[1]}` : iso ? v : null;
  if (!ymd) return null;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== ymd ? null : ymd;
};

/** Checks one present value; returns the pt-BR problem or null. */
const TYPE_CHECKS = {
  text: (f, v) => (String(v).trim().length > (f.max ?? 100) ? `Máximo de ${f.max ?? 100} caracteres.` : null),
  textarea: (f, v) =>
    String(v).trim().length > (f.max ?? 300) ? `Máximo de ${f.max ?? 300} caracteres.` : null,
  email: (f, v) =>
    !EMAIL_PATTERN.test(String(v).trim()) || String(v).trim().length > (f.max ?? 70)
      ? MSG.invalidEmail
      : null,
  date: (_f, v) => (brDate(String(v)) ? null : 'Data inválida (dd/mm/aaaa).'),
  phone: (_f, v) => (digitsOnly(String(v)).length === 10 ? null : 'Telefone deve ter 10 dígitos.'),
  mobile: (_f, v) =>
    [10, 11].includes(digitsOnly(String(v)).length) ? null : 'Celular deve ter 10 ou 11 dígitos.',
  choice: (f, v) => (f.options?.some((o) => o.value === String(v)) ? null : 'Opção inválida.'),
  unit: (_f, v) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? null : 'Unidade inválida.'),
  bank: (_f, v) => (Number.isSafeInteger(Number(v)) && Number(v) >= 0 ? null : 'Banco inválido.'),
} satisfies Record<FieldType, (f: FieldDef, v: unknown) => string | null>;

/** Normalises a checked value for storage (dates to yyyy-mm-dd, phones to digits, text trimmed). */
export function normaliseValue(f: FieldDef, v: unknown): string | number | null {
  if (isBlank(v)) return null;
  switch (f.type) {
    case 'date':
      return brDate(String(v));
    case 'phone':
    case 'mobile':
      return digitsOnly(String(v));
    case 'unit':
    case 'bank':
      return Number(v);
    case 'email':
      return String(v).trim().toLowerCase();
    default:
      return String(v).trim();
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
        issues.push({ field: f.name, label: f.label, message: missingFieldMessage(f.label), missing: true });
      continue;
    }
    const problem = TYPE_CHECKS[f.type](f, v);
    if (problem)
      issues.push({ field: f.name, label: f.label, message: `${f.label}: ${problem}`, missing: false });
  }
  return [...issues.filter((i) => i.missing), ...issues.filter((i) => !i.missing)];
}

export { brDate, isBlank };
