/** The client picker's cards (POST /auth/clients, product GC). */
import { queryOptions } from '@tanstack/react-query';
import { authApi } from '@admissao/domain';
import { call, keyOf } from '../../../lib/call';

/**
 * A 401 here does not go to /login on its own: the picker shows 'Usuário não autorizado' and goes
 * to /logout, as spec 1 §6 says.
 */
export const getClientsQueryOptions = (CODUSUARIO: number, enabled: boolean) =>
  queryOptions({
    queryKey: keyOf(authApi.clients),
    queryFn: ({ signal }) =>
      call(authApi.clients, { body: { CODUSUARIO, CODPRODUTO: 'GC' } }, { signal, redirectOn401: false }),
    enabled,
    retry: false,
  });
