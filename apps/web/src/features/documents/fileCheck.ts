/**
 * The checks made before sending a file, with the API's own messages (the API checks again, by
 * content): size, and the format by extension (or type) for the document.
 */
import { DOC_MSG, UPLOAD_MAX_BYTES } from '@admissao/domain';

export type FileProblem =
  { kind: 'size'; title: string; message: string } | { kind: 'format'; title: string; message: string };

const IMAGE_EXT = ['jpg', 'jpeg', 'png', 'heic'] as const;
const IMAGE_MIME = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'];

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  return (IMAGE_EXT as readonly string[]).includes(extensionOf(file.name)) || IMAGE_MIME.includes(file.type);
}
export function isPdfFile(file: Pick<File, 'name' | 'type'>): boolean {
  return extensionOf(file.name) === 'pdf' || file.type === 'application/pdf';
}

const sizeProblem: FileProblem = {
  kind: 'size',
  title: DOC_MSG.tooLargeTitle,
  message: DOC_MSG.tooLargeDetail,
};

/** A candidate document: jpg, jpeg, png, heic, pdf (images only for the 'foto' documents). */
export function checkDocumentFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  onlyImages: boolean,
): FileProblem | null {
  if (file.size > UPLOAD_MAX_BYTES) return sizeProblem;
  if (isImageFile(file)) return null;
  if (isPdfFile(file) && !onlyImages) return null;
  return {
    kind: 'format',
    title: DOC_MSG.uploadError,
    message: onlyImages ? DOC_MSG.formatOnlyImages : DOC_MSG.formatNotAllowed,
  };
}

/** The temporary page: .jpg .jpeg .png .pdf only (no HEIC), 5 MB. */
export function checkTemporaryFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | null {
  if (file.size > UPLOAD_MAX_BYTES) return sizeProblem;
  const ext = extensionOf(file.name);
  if (['jpg', 'jpeg', 'png', 'pdf'].includes(ext)) return null;
  return { kind: 'format', title: DOC_MSG.uploadError, message: DOC_MSG.tempFormatNotAllowed };
}
