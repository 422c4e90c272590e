/**
 * 'Baixar meus dados' (decision 037): the ZIP of GET /candidate/privacy/export, saved by the
 * browser under the server's name. Staff name the candidate; a candidate gets their own.
 */
import { pathOf, privacyApi } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';

export async function downloadData(codcandidato?: number): Promise<void> {
  const query = codcandidato ? `?CODCANDIDATO=${codcandidato}` : '';
  const res = await apiResponse(`${pathOf(privacyApi.exportData.path)}${query}`, { method: 'GET' });
  const name =
    /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'meus-dados.zip';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
