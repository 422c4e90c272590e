/**
 * The signed-in user's own account (spec 1 §3, §7): staff data, password check and change (staff
 * and candidates), permission flags and profile photo.
 */
import { z } from '../zod.ts';
import { getStates, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { MSG } from '../messages.ts';
import { PERMISSION_FLAGS, type PermissionFlag } from '../permissions.ts';
import { digitsOnly, ZDate, ZEmail, ZOptionalText, ZText } from '../schemas/common.ts';
import { REFRESH_TOKEN_NOTE } from './auth.ts';
import { ZId, ZMessageAnswer } from './common.ts';
import { fileAnswer, op } from './operation.ts';

const STATE_CODES = new Set<string>(getStates().map((s) => s.code));

/**
 * User data of spec 1 §3; name, CPF and birth date are required (spec 1 §5). An optional field left
 * out of the body of PATCH /user is left as it is (null or '' clears it): a client that sends part
 * of the form loses nothing.
 */
export const ZUserUpdate = z.object({
  CODUSUARIO: z.coerce.number().int().positive().optional(),
  NOMEUSUARIO: ZText('Nome', { required: 'Nome é obrigatório.' }),
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
  ENDERECO: ZOptionalText('Endereço').optional(),
  BAIRRO: ZOptionalText('Bairro').optional(),
  CIDADE: ZOptionalText('Cidade').optional(),
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
  CARGO: ZOptionalText('Cargo').optional(),
  NOMEDEPTO: ZOptionalText('Departamento').optional(),
  EMAIL: ZEmail.or(z.literal('').transform(() => null))
    .nullish()
    .optional(),
  FACEBOOK: ZOptionalText('Rede social').optional(),
});
export type UserUpdate = z.input<typeof ZUserUpdate>;
/** PATCH /user as validated (the form submits this, the API stores it). */
export type UserUpdateOutput = z.output<typeof ZUserUpdate>;

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

/** POST /user: the staff user's own data (null where never filled). */
export const ZUserData = z.object({
  CODUSUARIO: z.number().int(),
  NOMEUSUARIO: z.string(),
  CPF: z.string().nullable(),
  /** yyyy-mm-dd */
  DTNASC: z.string().nullable(),
  CEP: z.string().nullable(),
  ENDERECO: z.string().nullable(),
  BAIRRO: z.string().nullable(),
  CIDADE: z.string().nullable(),
  UF: z.string().nullable(),
  TELEFONE: z.string().nullable(),
  CARGO: z.string().nullable(),
  NOMEDEPTO: z.string().nullable(),
  EMAIL: z.string().nullable(),
  FACEBOOK: z.string().nullable(),
});
export type UserData = z.output<typeof ZUserData>;

export const ZPasswordCheckAnswer = z.object({ VALIDO: z.boolean() });

/**
 * A password change ends the other sessions and answers a fresh access token for this one (the
 * refresh token aside: a cookie, or for API clients a body field added by the server, see auth.ts).
 */
export const ZPasswordChangeAnswer = z
  .object({ message: z.string(), token: z.string() })
  .meta({ description: REFRESH_TOKEN_NOTE });

/** The per-user permission flags (spec 1 §6), every one present. */
export const ZPermissionSet = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()])) as Record<PermissionFlag, z.ZodBoolean>,
);

export const ZUserParam = z.object({ CODUSUARIO: ZId });

export const userApi = {
  read: op({
    method: 'POST',
    path: '/user',
    auth: 'staff',
    summary: 'Dados do próprio usuário',
    body: ZUserRead,
    response: ZUserData,
  }),
  update: op({
    method: 'PATCH',
    path: '/user',
    auth: 'staff',
    summary: 'Altera os dados do próprio usuário',
    body: ZUserUpdate,
    response: ZMessageAnswer,
  }),
  checkPassword: op({
    method: 'POST',
    path: '/user/password/check',
    auth: 'staff',
    summary: 'Confere a senha atual do usuário',
    body: ZUserPasswordCheck,
    response: ZPasswordCheckAnswer,
  }),
  changePassword: op({
    method: 'PATCH',
    path: '/user/password',
    auth: 'staff',
    summary: 'Troca a senha do usuário (encerra as outras sessões)',
    body: ZUserPasswordChange,
    response: ZPasswordChangeAnswer,
  }),
  checkCandidatePassword: op({
    method: 'POST',
    path: '/candidate/password/check',
    auth: 'candidate',
    summary: 'Confere a senha atual do candidato',
    body: ZCandidatePasswordCheck,
    response: ZPasswordCheckAnswer,
  }),
  changeCandidatePassword: op({
    method: 'PATCH',
    path: '/candidate/password',
    auth: 'candidate',
    summary: 'Troca a senha do candidato (encerra as outras sessões)',
    body: ZCandidatePasswordChange,
    response: ZPasswordChangeAnswer,
  }),
  permissions: op({
    method: 'GET',
    path: '/user/permissions/:CODUSUARIO',
    auth: 'staff',
    summary: 'Permissões do usuário (as próprias; ADMIN também as dos usuários que administra)',
    params: ZUserParam,
    response: ZPermissionSet,
  }),
  profileImage: op({
    method: 'GET',
    path: '/image/profile/:CODUSUARIO',
    auth: 'staff',
    summary: 'Foto do usuário (sem foto: o avatar padrão, SVG)',
    params: ZUserParam,
    response: fileAnswer('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'),
  }),
};
