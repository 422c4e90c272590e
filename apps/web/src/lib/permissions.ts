/** Per-user permission flags (GET /user/permissions/{CODUSUARIO}); staff only. */
import { useQuery } from '@tanstack/react-query';
import { isStaffRole, MSG, userApi } from '@admissao/domain';
import { call, keyOf } from './call';
import { notifyError } from './notify';
import { useSession } from './session';

export function usePermissions() {
  const { user } = useSession();
  const enabled = Boolean(user && isStaffRole(user.PERMISSAO));
  const input = { params: { CODUSUARIO: user?.CODUSUARIO ?? 0 } };
  const query = useQuery({
    queryKey: keyOf(userApi.permissions, input),
    queryFn: async ({ signal }) => {
      try {
        return await call(userApi.permissions, input, { signal });
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
