/**
 * The S-2200 ZIP of the selected candidates (POST /candidate/esocial/s2200/batch, issue 17), saved
 * under the server's name; answers how many were exported and skipped (RELATORIO.txt says why).
 */
import { esocialApi, pathOf } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';

export async function downloadS2200Batch(ids: number[]): Promise<{ exported: number; skipped: number }> {
  const res = await apiResponse(pathOf(esocialApi.batch.path), {
    method: 'POST',
    body: { CODCANDIDATOS: ids },
  });
  const name =
    /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'S-2200_lote.zip';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return {
    exported: Number(res.headers.get('x-esocial-exportados') ?? 0),
    skipped: Number(res.headers.get('x-esocial-ignorados') ?? 0),
  };
}
