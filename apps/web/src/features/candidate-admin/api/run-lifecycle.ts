/** Finalizar, Reabrir, Reenviar Pendente, Reset Senha, Cancelar: one call each (docs/api-lifecycle.md). */
import { lifecycleApi } from '@admissao/domain';
import { call } from '../../../lib/call';

export type LifecycleCall = Exclude<keyof typeof lifecycleApi, 'editPersonal'>;

export const runLifecycle = (name: LifecycleCall, CODCANDIDATO: number, CODUSUARIO: number | undefined) =>
  call(lifecycleApi[name], { body: { CODCANDIDATO, CODUSUARIO } });
