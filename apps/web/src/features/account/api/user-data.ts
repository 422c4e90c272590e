/** The staff user's own data (POST /user to read, PATCH /user to save). */
import { userApi, type CallInput } from '@admissao/domain';
import { call, callQuery } from '../../../lib/call';

/** Read each time the dialog opens (gcTime 0): the data may have changed in another tab. */
export const getUserDataQueryOptions = (CODUSUARIO: number, enabled: boolean) =>
  callQuery(userApi.read, { body: { CODUSUARIO } }, { enabled, retry: false, gcTime: 0 });

export const updateUserData = (body: CallInput<typeof userApi.update>['body']) =>
  call(userApi.update, { body });
