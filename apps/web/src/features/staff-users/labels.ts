/** pt-BR names shown by the staff-user screens. */
import type { PermissionFlag } from '@admissao/domain';
import { isApiError } from '../../lib/api';

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
  ESOCIAL: 'eSocial (S-2200)',
  ASSINATURA: 'Assinatura do kit admissional',
} satisfies Record<PermissionFlag, string>;

export const ROLE_LABELS = { ADMIN: 'Administrador', MANAGER: 'Gestor' } as const;
