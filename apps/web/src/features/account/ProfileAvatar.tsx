import { useEffect, useState } from 'react';
import { useProfileImageUrl } from './api/profile-image';
import classes from './ProfileAvatar.module.css';

export function initialsOf(name: string | undefined | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * Staff: the profile photo (fetched with the token); candidates, missing or broken photo: initials.
 * A circle of its own rather than Mantine's Avatar, whose group and placeholder icon — never shown
 * here — weighed 1.4 KB of every signed-in page's first load (issue 30, decision 045).
 */
export function ProfileAvatar({
  name,
  codUsuario,
  photo,
}: {
  name: string;
  codUsuario?: number;
  photo: boolean;
}) {
  // cached as an object URL of the image, revoked when the avatar goes away
  const url = useProfileImageUrl(codUsuario, photo);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const [broken, setBroken] = useState<string | null>(null);
  const shown = url && url !== broken ? url : null;
  return (
    <span className={classes.avatar}>
      {shown ? (
        <img src={shown} alt={`Foto de ${name}`} className={classes.image} onError={() => setBroken(shown)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
