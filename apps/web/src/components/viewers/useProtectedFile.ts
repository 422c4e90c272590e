/**
 * A stored file fetched with the session (bearer token, X-Cliente) and handed to the viewers as
 * an object URL, revoked when no longer shown. The HTTP status of a failure is kept so the
 * viewer can show the 403/404/500 placeholder (spec 2 §8, spec 3 §8).
 */
import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { fetchProtectedFile } from '../../lib/protected-file';

/** The status code a viewer shows for a failed load (0 when the server could not be reached). */
export const errorCode = (error: unknown): number => (isApiError(error) ? error.status : 0);

export function useProtectedFile(path: string | null) {
  // one entry per viewer: the URL is revoked when its viewer goes, so it must not be shared. Not a
  // call's key (keyOf): the path is a file URL the server gave (DocumentFile.url), never invalidated
  const owner = useId();
  const query = useQuery({
    queryKey: ['protectedFile', path, owner],
    queryFn: () => fetchProtectedFile(path!),
    enabled: Boolean(path),
    retry: false,
    // object URLs are revoked on unmount, so a cached entry must never outlive its viewer
    gcTime: 0,
    staleTime: Infinity,
  });
  const url = query.data?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}
