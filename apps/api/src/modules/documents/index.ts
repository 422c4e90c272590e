/**
 * What the documents module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { deleteImage } from './delete-image.ts';
export { loadDocumentContext, loadDocumentType, requireAdmin } from './document-access.ts';
export { documentAction } from './document-action.ts';
export { allFiles, currentFiles, fileName } from './document-files.ts';
export type { FileRow } from './document-files.ts';
export { listDocumentTypes } from './document-types.ts';
export { downloadDocument } from './download-document.ts';
export { editImage } from './edit-image.ts';
export { viewFile } from './find-file.ts';
export { findLinkedFile } from './find-linked-file.ts';
export { stopHeicConverter } from './heic-converter.ts';
export { IMAGE_LINK_TTL_SECONDS, signImageLink } from './image-link-token.ts';
export { documentStateSql, documentsOf, listDocuments, requiredDocumentsSent } from './list-documents.ts';
export type { DocumentState } from './list-documents.ts';
export { listImages } from './list-images.ts';
export { listObservations } from './observations.ts';
export { MULTIPART_LIMITS, readSingleFile } from './read-upload.ts';
export { IMAGE_FORMATS, TEMP_FORMATS, safeFileName, sanitizeUpload } from './sanitize-upload.ts';
export { sendBytes, serveFile } from './serve-file.ts';
export { uploadsQuiet } from './upload-activity.ts';
export { uploadDocument } from './upload-document.ts';
export type { IncomingFile } from './upload-document.ts';
