/** Sign-in, first access and partner redirect (contract/auth.ts). */
import { authApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const logon = (USUARIO: string, SENHA: string) => call(authApi.logon, { body: { USUARIO, SENHA } });

export const firstAccess = (USUARIO: string, SENHA: string, SENHA_ANTERIOR: string) =>
  call(authApi.start, { body: { USUARIO, SENHA, SENHA_ANTERIOR } });

export const redirectLogon = (token: string) =>
  call(authApi.redirect, undefined, { headers: { Authorization: `Bearer ${token}` } });
