/** Per-user permission flags (GET /user/permissions/{CODUSUARIO}); staff only. */
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
    queryFn: async () => {
      try {
        return await api<PermissionSet>(`/user/permissions/${user?.CODUSUARIO}`);
      } catch (e) {
        // in the query function, not an effect: several components read this query
        notifyError(MSG.permissionsError);
        throw e;
      }
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { ...query, enabled };
}
