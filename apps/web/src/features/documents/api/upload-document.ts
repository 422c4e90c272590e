/** Sends one file of a document (POST /candidate/documents/upload/{tipo}/…) with its progress. */
import { documentsApi } from '@admissao/domain';
import { uploadWithProgress } from '../../../lib/upload';

/** The route segment only names the kind; the API decides by the content. */
const kindOf = (file: File) =>
  /\.pdf$/i.test(file.name) || file.type === 'application/pdf' ? 'pdf' : 'image';

export const uploadDocument = (
  CODCANDIDATO: number,
  CODTIPODOC: number,
  CODUSUARIO: number,
  file: File,
  onProgress: (fraction: number) => void,
) =>
  uploadWithProgress(
    documentsApi.upload,
    { params: { tipo: kindOf(file), CODCANDIDATO, CODTIPODOC, CODUSUARIO } },
    file,
    onProgress,
  );
