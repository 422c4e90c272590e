/**
 * Files the API answers (spreadsheets, ZIPs, XML), saved by the browser under the name the server
 * gives in Content-Disposition — which `call` does not expose, so the response itself is read.
 */
import { saveUrl } from '../components/viewers/fileActions';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The name in Content-Disposition (filename*=UTF-8'' first, then filename="..."), else the fallback. */
export function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Reads a file answer and saves it under the server's name (`fallback` when it gives none). */
export async function saveResponse(res: Response, fallback: string): Promise<void> {
  saveFile({ blob: await res.blob(), fileName: fileNameOf(res, fallback) });
}
