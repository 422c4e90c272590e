import type { StateEntry, UserData } from '@admissao/domain';
import { api } from '../../lib/api';

export const fetchUserData = (CODUSUARIO: number) => api<UserData>('/user', { body: { CODUSUARIO } });
export const updateUserData = (data: Record<string, unknown>) =>
  api<{ message?: string }>('/user', { method: 'PATCH', body: data });
export const fetchStates = () => api<StateEntry[]>('/candidate/data/states');

interface PasswordAnswer {
  message?: string;
  token?: string;
  refreshToken?: string;
}

export const checkUserPassword = (CODUSUARIO: number, SENHA: string) =>
  api<{ VALIDO: boolean }>('/user/password/check', { body: { CODUSUARIO, SENHA } });
export const checkCandidatePassword = (CODCANDIDATO: number, SENHA: string) =>
  api<{ VALIDO: boolean }>('/candidate/password/check', { body: { CODCANDIDATO, SENHA } });

export const changeUserPassword = (CODUSUARIO: number, SENHA: string, SENHA_ATUAL: string) =>
  api<PasswordAnswer>('/user/password', { method: 'PATCH', body: { CODUSUARIO, SENHA, SENHA_ATUAL } });
export const changeCandidatePassword = (
  CODADM: number,
  CODCANDIDATO: number,
  SENHA: string,
  SENHA_ATUAL: string,
) =>
  api<PasswordAnswer>('/candidate/password', {
    method: 'PATCH',
    body: { CODADM, CODCANDIDATO, SENHA, SENHA_ATUAL },
  });
