import { useEffect } from 'react';
import { Avatar } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userApi } from '@admissao/domain';
import { call, keyOf } from '../../lib/call';

export function initialsOf(name: string | undefined | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Staff: the profile photo (fetched with the token); candidates, missing or broken photo: initials. */
export function ProfileAvatar({
  name,
  codUsuario,
  photo,
}: {
  name: string;
  codUsuario?: number;
  photo: boolean;
}) {
  const input = { params: { CODUSUARIO: codUsuario ?? 0 } };
  // cached as an object URL of the image, revoked when the avatar goes away
  const { data: url } = useQuery({
    queryKey: keyOf(userApi.profileImage, input),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await call(userApi.profileImage, input, { signal, redirectOn401: false })),
    enabled: photo && Boolean(codUsuario),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Avatar src={url ?? null} alt={`Foto de ${name}`} color="blue" radius="xl">
      {initialsOf(name)}
    </Avatar>
  );
}
