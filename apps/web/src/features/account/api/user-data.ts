/** The staff user's own data (POST /user to read, PATCH /user to save). */
import { useQueryClient } from '@tanstack/react-query';
import { userApi, type CallInput } from '@admissao/domain';
import { call, callQuery, invalidateCalls } from '../../../lib/call';

/** Read each time the dialog opens (gcTime 0): the data may have changed in another tab. */
export const getUserDataQueryOptions = (CODUSUARIO: number, enabled: boolean) =>
  callQuery(userApi.read, { body: { CODUSUARIO } }, { enabled, retry: false, gcTime: 0 });

export const updateUserData = (body: CallInput<typeof userApi.update>['body']) =>
  call(userApi.update, { body });

/** after a save: the dialog's data is read again */
export function useRefreshUserData() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, userApi.read);
}
