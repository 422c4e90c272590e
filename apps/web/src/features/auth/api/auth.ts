/** Sign-in, first access, partner redirect and password reset (contract/auth.ts). */
import { authApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const logon = (USUARIO: string, SENHA: string) => call(authApi.logon, { body: { USUARIO, SENHA } });

export const firstAccess = (USUARIO: string, SENHA: string, SENHA_ANTERIOR: string) =>
  call(authApi.start, { body: { USUARIO, SENHA, SENHA_ANTERIOR } });

export const redirectLogon = (token: string) =>
  call(authApi.redirect, undefined, { headers: { Authorization: `Bearer ${token}` } });

export const requestCandidateReset = (EMAIL: string) => call(authApi.reset, { body: { EMAIL } });

export interface StaffResetIdentity {
  USER?: string;
  CPF?: string;
}
export const requestStaffCode = (who: StaffResetIdentity) => call(authApi.reset, { body: who });

/** true when the code is right (a wrong one answers 400). */
export const checkStaffCode = async (who: StaffResetIdentity, CODIGO: string) => {
  const answer = await call(authApi.reset, { body: { ...who, CODIGO } });
  return 'valid' in answer && answer.valid;
};

export const changeResetPassword = (who: StaffResetIdentity, CODIGO: string, NOVASENHA: string) =>
  call(authApi.change, { body: { CPF: who.CPF, LOGIN: who.USER, NOVASENHA, CODIGO } });
