/** Staff users of the admin account (docs/api-configuration.md "Staff users"). */
import type { PermissionFlag, StaffUserCreate, StaffUserOut, StaffUserUpdate } from '@admissao/domain';
import { api, isApiError } from '../../lib/api';

export type StaffUser = StaffUserOut;
export const STAFF_USERS_KEY = ['staffUsers'] as const;

export const fetchStaffUsers = () => api<StaffUser[]>('/admin/users');
export const fetchGrantableClients = () => api<{ CODCLI: string; NOMECLI: string }[]>('/admin/users/clients');
export const createStaffUser = (input: StaffUserCreate) =>
  api<StaffUser & { message?: string }>('/admin/users', { body: input });
export const updateStaffUser = (CODUSUARIO: number, input: StaffUserUpdate) =>
  api<StaffUser & { message?: string }>(`/admin/users/${CODUSUARIO}`, { method: 'PUT', body: input });
export const resendPassword = (CODUSUARIO: number) =>
  api<{ message?: string }>(`/admin/users/${CODUSUARIO}/password`, { method: 'POST' });

export const errorDetail = (e: unknown) => (isApiError(e) ? e.message : undefined);

/** pt-BR names of the per-user permission flags (spec 1 §3). */
export const PERMISSION_LABELS = {
  REABRIR_PROCESSO: 'Reabrir processo',
  FINALIZAR: 'Finalizar',
  REENVIAR_PEND: 'Reenviar pendências',
  RESET_SENHA: 'Redefinir senha',
  IMPRIMIR: 'Imprimir',
  CANCELAR: 'Cancelar',
  LOG: 'Consultar log',
  RELATORIO: 'Relatório',
  LINK_IMAGENS: 'Links de imagens',
} satisfies Record<PermissionFlag, string>;

export const ROLE_LABELS = { ADMIN: 'Administrador', MANAGER: 'Gestor' } as const;

/** The body of PUT for a user as it is, with some fields changed (disable, enable). */
export const updateOf = (u: StaffUser, patch: Partial<StaffUserUpdate> = {}): StaffUserUpdate => ({
  NOMEUSUARIO: u.NOMEUSUARIO,
  EMAIL: u.EMAIL ?? '',
  CPF: u.CPF,
  PERMISSAO: u.PERMISSAO,
  CLIENTES: u.CLIENTES.map((c) => c.CODCLI),
  PERMISSOES: u.PERMISSOES,
  ATIVO: u.ATIVO,
  ...patch,
});
