/** Staff users of the admin account and the clients the caller may grant (docs/api-configuration.md). */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG, staffUsersApi, type StaffUserOut } from '@admissao/domain';
import { callQuery } from '../../../lib/call';
import { notifyError } from '../../../lib/notify';
import { errorDetail } from '../labels';

export type StaffUser = StaffUserOut;

export const getStaffUsersQueryOptions = () => callQuery(staffUsersApi.list, undefined, { retry: false });

/** A failure shows 'Erro ao buscar dados' with the server's message. */
export function useStaffUsers() {
  const query = useQuery(getStaffUsersQueryOptions());
  useEffect(() => {
    if (query.isError) notifyError(MSG.fetchError, errorDetail(query.error));
  }, [query.isError, query.error]);
  return query;
}

export const getGrantableClientsQueryOptions = () =>
  callQuery(staffUsersApi.clients, undefined, { retry: false });
