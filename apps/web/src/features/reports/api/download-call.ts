/** Spreadsheets the API answers (fileAnswer of the contract), read with the name the server gives. */
import { pathOf, type CallInput, type Operation } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
import { fileNameOf, type DownloadedFile } from '../../../lib/download';
import { isSafeToRepeat } from '../../../lib/safe-calls';

/** Performs a call that answers a file; its path, method and body come from the contract. */
export async function downloadCall<O extends Operation>(
  o: O,
  input: CallInput<O>,
  fallback: string,
): Promise<DownloadedFile> {
  const { params, body } = input as { params?: Record<string, unknown>; body?: unknown };
  const res = await apiResponse(pathOf(o.path, params), {
    method: o.method,
    body,
    repeatable: isSafeToRepeat(o),
  });
  return { blob: await res.blob(), fileName: fileNameOf(res, fallback) };
}
