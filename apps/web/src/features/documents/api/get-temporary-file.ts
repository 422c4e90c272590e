/** GET /temporary/{token} with the session: only the user who sent the file may read it. */
import { pathOf, tempUploadApi } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';

export interface TemporaryFile {
  /** object URL of the file (the caller revokes it) */
  url: string;
  name: string;
}

/** the file's name, from Content-Disposition (RFC 6266: the UTF-8 form first) */
function fileNameOf(disposition: string | null): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]!);
    } catch {
      // fall back to the ASCII name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'arquivo';
}

/** The file as an object URL with its name (the answer's headers name it, so not `call`). */
export async function openTemporaryFile(TOKEN: string): Promise<TemporaryFile> {
  const res = await apiResponse(pathOf(tempUploadApi.read.path, { TOKEN }));
  return {
    url: URL.createObjectURL(await res.blob()),
    name: fileNameOf(res.headers.get('content-disposition')),
  };
}
