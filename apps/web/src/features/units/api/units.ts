/** The client's units: add, change, remove (ADMIN); the list (lib/units.ts) is read again after. */
import { useQueryClient } from '@tanstack/react-query';
import { unitsApi, type CallInput } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';

export const createUnit = (body: CallInput<typeof unitsApi.create>['body']) =>
  call(unitsApi.create, { body });
export const updateUnit = (body: CallInput<typeof unitsApi.update>['body']) =>
  call(unitsApi.update, { body });
export const removeUnit = (body: CallInput<typeof unitsApi.remove>['body']) =>
  call(unitsApi.remove, { body });

export function useRefreshUnits() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, unitsApi.list);
}
