/** Error toasts of the staff view (spec 3 §8), one per action. */
import type { LifecycleCall } from '../api/run-lifecycle';

export const ERROR_TOASTS = {
  finalize: 'Erro ao finalizar conferência!',
  reopen: 'Erro ao reabrir processo!',
  reset: 'Erro ao redefinir senha',
  resend: 'Erro ao realizar ação!',
  cancel: 'Erro ao realizar ação!',
} as const satisfies Record<LifecycleCall, string>;

export const EDIT_ERROR = 'Erro ao alterar Candidato';
export const PRINT_ERROR = 'Erro ao gerar arquivo!';
export const LOAD_ERROR = 'Erro ao carregar dados do candidato!';
