import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { parseDateInput } from '../dates.ts';
import { EMAIL_PATTERN } from './patterns.ts';

export { digitsOnly, EMAIL_PATTERN } from './patterns.ts';

export const ZEmail = z.string().trim().max(70).regex(EMAIL_PATTERN, MSG.invalidEmail);

/** Text input default limit (spec 1 §5): 100 characters. */
export const ZText = (max = 100) => z.string().trim().max(max, `Máximo de ${max} caracteres.`);
export const ZOptionalText = (max = 100) =>
  ZText(max)
    .nullish()
    .transform((v) => (v ? v : null));

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
