import { useEffect } from 'react';
import { Avatar } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiBlobUrl } from '../../lib/api';

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
  const { data: url } = useQuery({
    queryKey: ['profilePhoto', codUsuario],
    queryFn: () => apiBlobUrl(`/image/profile/${codUsuario}`, { redirectOn401: false }),
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
