/** Creates, changes, removes a staff user, or sends a new temporary password; each answers its message. */
import { useQueryClient } from '@tanstack/react-query';
import { staffUsersApi, type StaffUserCreate, type StaffUserUpdate } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';
import type { StaffUser } from './get-staff-users';

export const createStaffUser = (body: StaffUserCreate) => call(staffUsersApi.create, { body });
export const updateStaffUser = (id: number, body: StaffUserUpdate) =>
  call(staffUsersApi.update, { params: { id }, body });
export const deleteStaffUser = (id: number) => call(staffUsersApi.remove, { params: { id } });
export const resendPassword = (id: number) => call(staffUsersApi.resetPassword, { params: { id } });

/** The list is read again after any change. */
export function useRefreshStaffUsers() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, staffUsersApi.list);
}

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
