/** The staff user's profile photo (fetched with the token), cached as an object URL the avatar revokes. */
import { useQuery } from '@tanstack/react-query';
import { userApi } from '@admissao/domain';
import { call, keyOf } from '../../../lib/call';

export const useProfileImageUrl = (CODUSUARIO = 0, photo: boolean): string | undefined =>
  useQuery({
    queryKey: keyOf(userApi.profileImage, { params: { CODUSUARIO } }),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(
        await call(userApi.profileImage, { params: { CODUSUARIO } }, { signal, redirectOn401: false }),
      ),
    enabled: photo && CODUSUARIO > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  }).data;
