/** The client's units: add, change, remove (ADMIN); the list (lib/units.ts) is read again after. */
import { useQueryClient } from '@tanstack/react-query';
import { unitsApi, type CallInput } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';

/** a new unit, or (with its CODUNIDADE) the changes of one */
export const saveUnit = (values: CallInput<typeof unitsApi.create>['body'], CODUNIDADE?: number) =>
  CODUNIDADE
    ? call(unitsApi.update, { body: { ...values, CODUNIDADE } })
    : call(unitsApi.create, { body: values });
export const removeUnit = (body: CallInput<typeof unitsApi.remove>['body']) =>
  call(unitsApi.remove, { body });

export function useRefreshUnits() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, unitsApi.list);
}
