import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { parseDateInput } from '../dates.ts';
import { EMAIL_PATTERN } from './patterns.ts';
import { storedText, textMessage, type TextKind } from './text-rule.ts';

export { digitsOnly, EMAIL_PATTERN } from './patterns.ts';
export * from './text-rule.ts';

export const ZEmail = z.string().trim().max(70).regex(EMAIL_PATTERN, MSG.invalidEmail);

interface TextOptions {
  /** characters (spec 1 §5: 100 unless a field says otherwise) */
  max?: number;
  /** the message of an empty or missing value; without it '' is a valid value */
  required?: string;
  /** the message past `max`, where the limit that matters is checked later (a list's items) */
  tooLong?: string;
}

function typedText(kind: TextKind, label: string, { max = 100, required, tooLong }: TextOptions) {
  const base = z.string(required ? { error: required } : undefined).trim();
  return (required ? base.min(1, required) : base)
    .max(max, tooLong ?? `Máximo de ${max} caracteres.`)
    .superRefine((v, ctx) => {
      const message = textMessage(label, v, kind);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => storedText(v, kind));
}

/**
 * A single-line text a person types (a name, a description): trimmed, at most `max` characters,
 * the character rule of decision 066 (no line break, tab, control, bidi or invisible character;
 * the refusal names the field by `label`), stored in NFC.
 */
export const ZText = (label: string, options: TextOptions = {}) => typedText('line', label, options);
/** ZText that may be absent or empty: null then. */
export const ZOptionalText = (label: string, max = 100) =>
  ZText(label, { max })
    .nullish()
    .transform((v) => (v ? v : null));
/** A multi-line text (an observation): line feeds and tabs kept, the other characters of the rule refused. */
export const ZLines = (label: string, options: TextOptions = {}) => typedText('lines', label, options);

export const ZCodUsuario = z.coerce.number().int().positive();
export const ZCodCli = z.string().regex(/^\d{3}$/, 'Código de cliente inválido.');

/** dd/mm/yyyy or yyyy-mm-dd (a timestamp's day) accepted, read by the one date parser; stored as yyyy-mm-dd. */
export const ZDate = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const ymd = parseDateInput(/^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : v);
    if (!ymd) {
      ctx.addIssue({ code: 'custom', message: 'Data inválida (dd/mm/aaaa).' });
      return z.NEVER;
    }
    return ymd;
  });
