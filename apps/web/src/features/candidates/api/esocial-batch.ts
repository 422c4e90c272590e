/**
 * The S-2200 ZIP of the selected candidates (POST /candidate/esocial/s2200/batch, issue 17), saved
 * under the server's name; answers how many were exported and skipped (RELATORIO.txt says why).
 */
import { esocialApi, pathOf } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';

export async function downloadS2200Batch(ids: number[]): Promise<{ exported: number; skipped: number }> {
  const res = await apiResponse(pathOf(esocialApi.batch.path), {
    method: 'POST',
    body: { CODCANDIDATOS: ids },
  });
  await saveResponse(res, 'S-2200_lote.zip');
  return {
    exported: Number(res.headers.get('x-esocial-exportados') ?? 0),
    skipped: Number(res.headers.get('x-esocial-ignorados') ?? 0),
  };
}
