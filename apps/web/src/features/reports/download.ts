/**
 * Spreadsheets the API answers (fileAnswer of the contract), saved by the browser under the name
 * the server gives in Content-Disposition — which `call` does not expose, so the response is read.
 */
import { pathOf, type CallInput, type Operation } from '@admissao/domain';
import { apiResponse } from '../../lib/api';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The name in Content-Disposition (filename="..."), else the fallback. */
export function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Performs a call that answers a file; its path, method and body come from the contract. */
export async function downloadCall<O extends Operation>(
  o: O,
  input: CallInput<O>,
  fallback: string,
): Promise<DownloadedFile> {
  const { params, body } = input as { params?: Record<string, unknown>; body?: unknown };
  const res = await apiResponse(pathOf(o.path, params), { method: o.method, body });
  return { blob: await res.blob(), fileName: fileNameOf(res, fallback) };
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
