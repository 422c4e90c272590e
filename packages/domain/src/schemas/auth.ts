import { z } from 'zod';
import { MSG } from '../messages.ts';
import { digitsOnly } from './common.ts';

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

export const ZRefresh = z.object({ refreshToken: z.string().min(10).max(300) });
export const ZLogout = z.object({ refreshToken: z.string().max(300).optional() });

export interface SessionUser {
  CODADM: number;
  CODUSUARIO: number;
  NOMEUSUARIO: string;
  EMAIL: string;
  USUARIO: string;
  PERMISSAO: 'ADMIN' | 'MANAGER' | 'CANDIDATO';
  MULTICLIENTE: boolean;
  /** the user must change the password before going on (after a reset by staff) */
  TROCAR_SENHA: boolean;
}
export interface SessionClient {
  CODADM: number;
  CODCLI: string;
  NOMECLI: string;
}
export interface SessionCandidate {
  CODADM: number;
  CODCLI: string;
  CODCANDIDATO: number;
  NOME: string;
  EMAIL: string;
}
/** Answer of POST /auth/logon, /auth/start and /auth/v2/redirect. */
export interface LogonAnswer {
  token: string;
  refreshToken: string;
  user: SessionUser;
  candidate: SessionCandidate | null;
  client: SessionClient | null;
  clientName: string | null;
}
export interface ClientCard extends SessionClient {
  LOGO: string;
  STATUS: { CODSTATUS: number; QUANTIDADE: number }[];
}
