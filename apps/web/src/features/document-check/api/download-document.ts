/** POST /candidate/documents/download: every file of the document (one PDF when several), with its name. */
import { documentFilesApi } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
import { isSafeToRepeat } from '../../../lib/safe-calls';

export async function downloadDocument(body: {
  CODCANDIDATO: number;
  CODTIPODOC: number;
  CODUSUARIO: number;
}): Promise<{ url: string; fileName: string }> {
  // the answer's Content-Disposition names the file, so the response itself is read (not `call`)
  const res = await apiResponse(documentFilesApi.download.path, {
    method: 'POST',
    body,
    repeatable: isSafeToRepeat(documentFilesApi.download),
  });
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? `documento-${body.CODTIPODOC}`;
  return { url: URL.createObjectURL(await res.blob()), fileName };
}
