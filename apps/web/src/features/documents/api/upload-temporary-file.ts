/** POST /temporary/upload with its progress: the answer is a link valid for 60 minutes. */
import { tempUploadApi } from '@admissao/domain';
import { uploadWithProgress } from '../../../lib/upload';

export const uploadTemporaryFile = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress(tempUploadApi.upload, {}, file, onProgress);
