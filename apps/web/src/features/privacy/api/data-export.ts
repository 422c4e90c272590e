/**
 * 'Baixar meus dados' (decision 037): the ZIP of GET /candidate/privacy/export, saved by the
 * browser under the server's name. Staff name the candidate; a candidate gets their own.
 */
import { pathOf, privacyApi } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';

export async function downloadData(codcandidato?: number): Promise<void> {
  const query = codcandidato ? `?CODCANDIDATO=${codcandidato}` : '';
  const res = await apiResponse(`${pathOf(privacyApi.exportData.path)}${query}`, { method: 'GET' });
  await saveResponse(res, 'meus-dados.zip');
}
