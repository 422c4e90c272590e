/**
 * A stored file read with the session (bearer token, X-Cliente) and handed out as an object URL
 * (the caller revokes it); the viewers load it through components/viewers/useProtectedFile.ts.
 */
import { apiResponse } from './api';

export interface ProtectedFile {
  url: string;
  /** the bytes, for readers that may not fetch a blob: URL (the CSP's connect-src is 'self') */
  blob: Blob;
  mime: string;
  size: number;
}

export async function fetchProtectedFile(path: string): Promise<ProtectedFile> {
  const res = await apiResponse(path, { redirectOn401: true });
  const blob = await res.blob();
  return { url: URL.createObjectURL(blob), blob, mime: blob.type, size: blob.size };
}
