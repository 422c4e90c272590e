import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
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

/** dd/mm/yyyy or yyyy-mm-dd accepted; stored as yyyy-mm-dd. */
export const ZDate = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
    const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
    const date = y ? new Date(`${y}-${m}-${d}T00:00:00Z`) : null;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) {
      ctx.addIssue({ code: 'custom', message: 'Data inválida (dd/mm/aaaa).' });
      return z.NEVER;
    }
    return `${y}-${m}-${d}`;
  });
