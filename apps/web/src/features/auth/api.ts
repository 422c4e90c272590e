import type { LogonAnswer } from '@admissao/domain';
import { api } from '../../lib/api';

export const logon = (USUARIO: string, SENHA: string) =>
  api<LogonAnswer>('/auth/logon', { body: { USUARIO, SENHA }, auth: false });

export const firstAccess = (USUARIO: string, SENHA: string, SENHA_ANTERIOR: string) =>
  api<LogonAnswer>('/auth/start', { body: { USUARIO, SENHA, SENHA_ANTERIOR }, auth: false });

export const redirectLogon = (token: string) =>
  api<LogonAnswer>('/auth/v2/redirect', {
    method: 'POST',
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });

export const requestCandidateReset = (EMAIL: string) =>
  api<{ message: string }>('/auth/reset', { body: { EMAIL }, auth: false });

export interface StaffResetIdentity {
  USER?: string;
  CPF?: string;
}
export const requestStaffCode = (who: StaffResetIdentity) =>
  api<{ message: string }>('/auth/reset', { body: who, auth: false });

export const checkStaffCode = (who: StaffResetIdentity, CODIGO: string) =>
  api<{ valid: boolean }>('/auth/reset', { body: { ...who, CODIGO }, auth: false });

export const changeResetPassword = (who: StaffResetIdentity, CODIGO: string, NOVASENHA: string) =>
  api<{ message: string }>('/auth/change', {
    method: 'PATCH',
    body: { CPF: who.CPF, LOGIN: who.USER, NOVASENHA, CODIGO },
    auth: false,
  });
