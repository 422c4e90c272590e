/** Checks the current password, then changes it (staff: /user/password; candidate: /candidate/password). */
import { userApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export const checkUserPassword = (CODUSUARIO: number, SENHA: string) =>
  call(userApi.checkPassword, { body: { CODUSUARIO, SENHA } });
export const checkCandidatePassword = (CODCANDIDATO: number, SENHA: string) =>
  call(userApi.checkCandidatePassword, { body: { CODCANDIDATO, SENHA } });

/** Answers a fresh access token; the refresh token of the new sign-in comes as the HttpOnly cookie. */
export const changeUserPassword = (CODUSUARIO: number, SENHA: string, SENHA_ATUAL: string) =>
  call(userApi.changePassword, { body: { CODUSUARIO, SENHA, SENHA_ATUAL } });
export const changeCandidatePassword = (
  CODADM: number,
  CODCANDIDATO: number,
  SENHA: string,
  SENHA_ATUAL: string,
) => call(userApi.changeCandidatePassword, { body: { CODADM, CODCANDIDATO, SENHA, SENHA_ATUAL } });
