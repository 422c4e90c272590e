/**
 * The staff_user column of each permission flag: the one map that the session's flag read, the
 * staff-user screens' writes, the CLI, the seed and the tests derive from. A flag added to
 * PERMISSION_FLAGS without a column here is a compile error.
 */
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionSet } from '@admissao/domain';
import { staffUser } from './schema.ts';

export const FLAG_COLUMN = {
  REABRIR_PROCESSO: 'reabrirProcesso',
  FINALIZAR: 'finalizar',
  REENVIAR_PEND: 'reenviarPend',
  RESET_SENHA: 'resetSenha',
  IMPRIMIR: 'imprimir',
  CANCELAR: 'cancelar',
  LOG: 'log',
  RELATORIO: 'relatorio',
  LINK_IMAGENS: 'linkImagens',
  ESOCIAL: 'esocial',
  ASSINATURA: 'assinatura',
} as const satisfies Record<PermissionFlag, keyof typeof staffUser.$inferSelect>;

type FlagKey = (typeof FLAG_COLUMN)[PermissionFlag];
/** The flags as staff_user's columns hold them. */
export type FlagColumnValues = { [K in FlagKey]: boolean };

/** The flag columns, for queries that read only what authorisation needs. */
export const permissionColumns = Object.fromEntries(
  PERMISSION_FLAGS.map((f) => [FLAG_COLUMN[f], staffUser[FLAG_COLUMN[f]]]),
) as { [K in FlagKey]: (typeof staffUser)[K] };

export const permissionsOf = (row: FlagColumnValues): PermissionSet =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, row[FLAG_COLUMN[f]]])) as PermissionSet;

/** The column values that store these flags (a flag not given is off). */
export const flagValues = (p: Partial<PermissionSet>): FlagColumnValues =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [FLAG_COLUMN[f], p[f] ?? false])) as FlagColumnValues;

/** The SQL name of a flag's column, for raw statements. */
export const flagSqlColumn = (flag: PermissionFlag): string => staffUser[FLAG_COLUMN[flag]].name;
