/** Roles and per-user permission flags (spec 1 §3, §6). */
export const ROLES = ['ADMIN', 'MANAGER'] as const;
export type StaffRole = (typeof ROLES)[number];
export const CANDIDATE_ROLE = 'CANDIDATO';
export type Role = StaffRole | typeof CANDIDATE_ROLE;

export const PERMISSION_FLAGS = [
  'REABRIR_PROCESSO',
  'FINALIZAR',
  'REENVIAR_PEND',
  'RESET_SENHA',
  'IMPRIMIR',
  'CANCELAR',
  'LOG',
  'RELATORIO',
  'LINK_IMAGENS',
  // issue 17: the eSocial S-2200 pre-check and export (decision 031)
  'ESOCIAL',
  // issue 33: send the admission kit for signature and countersign it
  'ASSINATURA',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionSet = Record<PermissionFlag, boolean>;

export const isStaffRole = (role: string | undefined | null): role is StaffRole =>
  role === 'ADMIN' || role === 'MANAGER';

export const noPermissions = (): PermissionSet =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])) as PermissionSet;
export const allPermissions = (): PermissionSet =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])) as PermissionSet;
