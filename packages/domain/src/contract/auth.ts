/**
 * Sign-in and the session (spec 1 §7, decisions 009 and 010): sign-in, first access, password
 * reset, partner redirect, token renewal, sign-out, and the client picker of a staff user.
 *
 * The refresh token is in no answer schema: the SPA receives it as an HttpOnly cookie and never
 * sees it. API clients that do not send `X-Refresh-Cookie: 1` still get the spec's `refreshToken`
 * body field; the server's refresh-cookie plugin adds it to the written answer
 * (apps/api/src/plugins/refresh-cookie.ts), outside the schemas the web reads.
 */
import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { digitsOnly } from '../schemas/patterns.ts';
import { ZMessageAnswer } from './common.ts';
import { ZStatusCount } from './reference.ts';
import { op } from './operation.ts';

export const ZLogon = z.object({
  USUARIO: z.string({ error: MSG.loginUserRequired }).trim().min(1, MSG.loginUserRequired).max(100),
  SENHA: z.string({ error: MSG.loginPasswordRequired }).min(1, MSG.loginPasswordRequired).max(200),
});
export type Logon = z.infer<typeof ZLogon>;

/** First access: SENHA is the new password, SENHA_ANTERIOR the one-time code of the access link. */
export const ZFirstAccess = z.object({
  USUARIO: z.string().trim().min(1, MSG.loginUserRequired).max(100),
  SENHA: z.string().min(1, MSG.loginPasswordRequired).max(200),
  SENHA_ANTERIOR: z.string().min(1, MSG.invalidCredentials).max(200),
});
export type FirstAccess = z.infer<typeof ZFirstAccess>;

const ZCpfDigits = z
  .string()
  .transform(digitsOnly)
  .refine((v) => v.length <= 11, 'CPF deve ter até 11 dígitos.');

/** POST /auth/reset: {EMAIL} (candidate link) or {USER, CPF} (staff code) or {USER, CPF, CODIGO} (code step). */
export const ZResetRequest = z
  .object({
    EMAIL: z.string().trim().max(100).optional(),
    USER: z.string().trim().max(100).optional(),
    CPF: ZCpfDigits.optional(),
    CODIGO: z.string().trim().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.EMAIL && !v.USER && !v.CPF) ctx.addIssue({ code: 'custom', message: MSG.resetUserOrCpf });
    if (v.CODIGO !== undefined && !/^\d{7}$/.test(v.CODIGO))
      ctx.addIssue({ code: 'custom', message: MSG.resetCodeWrong, path: ['CODIGO'] });
  });
export type ResetRequest = z.infer<typeof ZResetRequest>;

/** PATCH /auth/change after the code step; CODIGO is required again so the change is bound to the code. */
export const ZAuthChange = z.object({
  CPF: ZCpfDigits.optional(),
  LOGIN: z.string().trim().max(100).optional(),
  NOVASENHA: z.string().min(1, MSG.loginPasswordRequired).max(200),
  CODIGO: z
    .string()
    .trim()
    .regex(/^\d{7}$/, MSG.resetCodeRequired),
});
export type AuthChange = z.infer<typeof ZAuthChange>;

export const ZClientsRequest = z.object({
  CODUSUARIO: z.coerce.number().int().positive().optional(),
  CODPRODUTO: z.literal('GC').optional(),
});

/**
 * The refresh token comes in the body (API clients, spec 1 §7) or, from the SPA, in its HttpOnly
 * cookie (decision 009): the body field is then absent.
 */
export const ZRefresh = z.object({ refreshToken: z.string().min(10).max(300).optional() }).default({});
export const ZLogout = z.object({ refreshToken: z.string().max(300).optional() }).default({});

/** Who signed in: a staff user, or a candidate (PERMISSAO 'CANDIDATO', CODUSUARIO = CODCANDIDATO). */
export const ZSessionUser = z.object({
  CODADM: z.number().int(),
  CODUSUARIO: z.number().int(),
  NOMEUSUARIO: z.string(),
  EMAIL: z.string(),
  USUARIO: z.string(),
  PERMISSAO: z.enum(['ADMIN', 'MANAGER', 'CANDIDATO']),
  MULTICLIENTE: z.boolean(),
  /** the user must change the password before going on (after a reset by staff) */
  TROCAR_SENHA: z.boolean(),
});
export type SessionUser = z.output<typeof ZSessionUser>;
export const ZSessionClient = z.object({ CODADM: z.number().int(), CODCLI: z.string(), NOMECLI: z.string() });
export type SessionClient = z.output<typeof ZSessionClient>;
export const ZSessionCandidate = z.object({
  CODADM: z.number().int(),
  CODCLI: z.string(),
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  EMAIL: z.string(),
});
export type SessionCandidate = z.output<typeof ZSessionCandidate>;

/** How /api/docs tells API clients where the refresh token is. */
export const REFRESH_TOKEN_NOTE =
  'Sem o cabeçalho X-Refresh-Cookie: 1 a resposta traz também refreshToken; com ele, o refresh token vai num cookie HttpOnly.';

/** Answer of POST /auth/logon, /auth/start and /auth/v2/redirect (the refresh token aside, see above). */
export const ZLogonAnswer = z
  .object({
    token: z.string(),
    user: ZSessionUser,
    candidate: ZSessionCandidate.nullable(),
    client: ZSessionClient.nullable(),
    clientName: z.string().nullable(),
  })
  .meta({ description: REFRESH_TOKEN_NOTE });
export type LogonAnswer = z.output<typeof ZLogonAnswer>;
/** What the server builds, and API clients that do not ask for the cookie receive. */
export type LogonAnswerWithRefresh = LogonAnswer & { refreshToken: string };

/** POST /auth/refresh: a new access token (the rotated refresh token aside, see above). */
export const ZRefreshAnswer = z.object({ token: z.string() }).meta({ description: REFRESH_TOKEN_NOTE });

/**
 * POST /auth/reset: 'E-mail enviado' for the link and code requests, `{valid: true}` for the
 * code step. The serializer writes the first branch that fits.
 */
export const ZResetAnswer = z.union([ZMessageAnswer, z.object({ valid: z.literal(true) })]);
export type ResetAnswer = z.output<typeof ZResetAnswer>;

/** A card of the client picker: the client, its logo's address and its candidates by status. */
export const ZClientCard = ZSessionClient.extend({ LOGO: z.string(), STATUS: z.array(ZStatusCount) });
export type ClientCard = z.output<typeof ZClientCard>;

export const authApi = {
  logon: op({
    method: 'POST',
    path: '/auth/logon',
    auth: 'public',
    summary: 'Entra com usuário e senha',
    body: ZLogon,
    response: ZLogonAnswer,
  }),
  start: op({
    method: 'POST',
    path: '/auth/start',
    auth: 'public',
    summary: 'Primeiro acesso do candidato: define a senha com o código do link e entra',
    body: ZFirstAccess,
    response: ZLogonAnswer,
  }),
  reset: op({
    method: 'POST',
    path: '/auth/reset',
    auth: 'public',
    summary:
      'Redefinição de senha: link por e-mail (candidato), código por e-mail ou conferência do código (equipe)',
    body: ZResetRequest,
    response: ZResetAnswer,
  }),
  change: op({
    method: 'PATCH',
    path: '/auth/change',
    auth: 'public',
    summary: 'Define a nova senha com o código recebido por e-mail (equipe)',
    body: ZAuthChange,
    response: ZMessageAnswer,
  }),
  redirect: op({
    method: 'POST',
    path: '/auth/v2/redirect',
    auth: 'public',
    summary: 'Entra com o token de uso único do sistema parceiro (cabeçalho Authorization: Bearer)',
    response: ZLogonAnswer,
  }),
  refresh: op({
    method: 'POST',
    path: '/auth/refresh',
    auth: 'public',
    summary: 'Renova o token de acesso com o refresh token (corpo ou cookie), que é trocado por outro',
    body: ZRefresh,
    response: ZRefreshAnswer,
  }),
  logout: op({
    method: 'POST',
    path: '/auth/logout',
    auth: 'public',
    summary: 'Sai: encerra a sessão do refresh token (corpo ou cookie) e a do token de acesso',
    body: ZLogout,
    status: 204,
    response: z.undefined(),
  }),
  clients: op({
    method: 'POST',
    path: '/auth/clients',
    auth: 'staff',
    summary: 'Clientes do usuário, com a quantidade de candidatos em cada situação',
    body: ZClientsRequest,
    response: z.array(ZClientCard),
  }),
};
