/** The staff user's profile photo (fetched with the token), cached as an object URL the avatar revokes. */
import { useQuery } from '@tanstack/react-query';
import { userApi } from '@admissao/domain';
import { call, keyOf } from '../../../lib/call';

export function useProfileImageUrl(codUsuario: number | undefined, photo: boolean): string | undefined {
  const input = { params: { CODUSUARIO: codUsuario ?? 0 } };
  return useQuery({
    queryKey: keyOf(userApi.profileImage, input),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await call(userApi.profileImage, input, { signal, redirectOn401: false })),
    enabled: photo && Boolean(codUsuario),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  }).data;
}
