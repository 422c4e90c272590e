import { z } from 'zod';
import { getStates, isValidCpf } from '@brazilian-utils/brazilian-utils';

const STATE_CODES = new Set<string>(getStates().map((s) => s.code));
import { digitsOnly, ZDate, ZEmail, ZOptionalText } from './common.ts';
import { MSG } from '../messages.ts';

/**
 * User data of spec 1 §3; name, CPF and birth date are required (spec 1 §5). An optional field left
 * out of the body of PATCH /user is left as it is (null or '' clears it): a client that sends part
 * of the form loses nothing.
 */
export const ZUserUpdate = z.object({
  CODUSUARIO: z.coerce.number().int().positive().optional(),
  NOMEUSUARIO: z
    .string({ error: 'Nome é obrigatório.' })
    .trim()
    .min(1, 'Nome é obrigatório.')
    .max(100, 'Máximo de 100 caracteres.'),
  CPF: z
    .string({ error: 'CPF é obrigatório.' })
    .trim()
    .min(1, 'CPF é obrigatório.')
    .transform(digitsOnly)
    .refine((v) => v.length === 11 && isValidCpf(v), 'CPF inválido.'),
  DTNASC: z
    .string({ error: 'Data de nascimento é obrigatória.' })
    .trim()
    .min(1, 'Data de nascimento é obrigatória.')
    .pipe(ZDate),
  CEP: z
    .string()
    .transform(digitsOnly)
    .refine((v) => v === '' || v.length === 8, 'CEP inválido.')
    .nullish()
    .transform((v) => v || null)
    .optional(),
  ENDERECO: ZOptionalText().optional(),
  BAIRRO: ZOptionalText().optional(),
  CIDADE: ZOptionalText().optional(),
  UF: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || STATE_CODES.has(v), 'UF inválida.')
    .nullish()
    .transform((v) => v || null)
    .optional(),
  TELEFONE: z
    .string()
    .transform(digitsOnly)
    .refine((v) => v === '' || v.length === 10 || v.length === 11, 'Telefone inválido.')
    .nullish()
    .transform((v) => v || null)
    .optional(),
  CARGO: ZOptionalText().optional(),
  NOMEDEPTO: ZOptionalText().optional(),
  EMAIL: ZEmail.or(z.literal('').transform(() => null))
    .nullish()
    .optional(),
  FACEBOOK: ZOptionalText().optional(),
});
export type UserUpdate = z.input<typeof ZUserUpdate>;

export const ZUserRead = z.object({ CODUSUARIO: z.coerce.number().int().positive().optional() });

export const ZUserPasswordCheck = z.object({
  CODUSUARIO: z.coerce.number().int().positive().optional(),
  SENHA: z.string().min(1, MSG.loginPasswordRequired).max(200),
});
export const ZCandidatePasswordCheck = z.object({
  CODCANDIDATO: z.coerce.number().int().positive().optional(),
  SENHA: z.string().min(1, MSG.loginPasswordRequired).max(200),
});

/** SENHA_ATUAL is required beyond the spec's payload: a stolen access token must not change the password. */
export const ZUserPasswordChange = z.object({
  CODUSUARIO: z.coerce.number().int().positive().optional(),
  SENHA: z.string().min(1, MSG.loginPasswordRequired).max(200),
  SENHA_ATUAL: z.string().min(1, MSG.currentPasswordWrong).max(200),
});
export const ZCandidatePasswordChange = z.object({
  CODADM: z.coerce.number().int().positive().optional(),
  CODCANDIDATO: z.coerce.number().int().positive().optional(),
  SENHA: z.string().min(1, MSG.loginPasswordRequired).max(200),
  SENHA_ATUAL: z.string().min(1, MSG.currentPasswordWrong).max(200),
});

export interface UserData {
  CODUSUARIO: number;
  NOMEUSUARIO: string;
  CPF: string | null;
  DTNASC: string | null;
  CEP: string | null;
  ENDERECO: string | null;
  BAIRRO: string | null;
  CIDADE: string | null;
  UF: string | null;
  TELEFONE: string | null;
  CARGO: string | null;
  NOMEDEPTO: string | null;
  EMAIL: string | null;
  FACEBOOK: string | null;
}
