/** The eSocial type of one dependent (PUT …/dependents/{coddep}/tpdep); the dependents and the pre-check are read again. */
import { useQueryClient } from '@tanstack/react-query';
import { candidateExtrasApi, esocialApi } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';

export const saveDependentType = (id: number, coddep: number, TPDEP_ESOCIAL: string) =>
  call(esocialApi.dependentType, { params: { id, coddep }, body: { TPDEP_ESOCIAL } });

/** after a dependent's type changed: the dependents and the pre-check are read again */
export function useRefreshEsocial() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, candidateExtrasApi.dependents, esocialApi.check);
}
