/** Per-user permission flags (GET /user/permissions/{CODUSUARIO}); staff only. */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isStaffRole, MSG, type PermissionSet } from '@admissao/domain';
import { api } from './api';
import { notifyError } from './notify';
import { useSession } from './session';

export function usePermissions() {
  const { user } = useSession();
  const enabled = Boolean(user && isStaffRole(user.PERMISSAO));
  const query = useQuery({
    queryKey: ['permissions', user?.CODUSUARIO],
    queryFn: () => api<PermissionSet>(`/user/permissions/${user?.CODUSUARIO}`),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  useEffect(() => {
    if (query.isError) notifyError(MSG.permissionsError);
  }, [query.isError]);
  return { ...query, enabled };
}
