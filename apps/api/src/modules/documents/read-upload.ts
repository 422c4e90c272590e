/**
 * Reads the one file of a multipart upload, streamed with the 5,000,000-byte limit: a larger body
 * is cut off while it arrives (never buffered whole) and answers 413 with the spec's message.
 */
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { DOC_MSG, UPLOAD_MAX_BYTES } from '@admissao/domain';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import type { IncomingFile } from './upload-document.ts';

/** room for the multipart framing around the file */
const FRAMING = 64 * 1024;

export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1000,
  parts: 6,
  headerPairs: 50,
};

export async function readSingleFile(req: FastifyRequest): Promise<IncomingFile> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > UPLOAD_MAX_BYTES + FRAMING) throw new HttpError(413, DOC_MSG.tooLarge);
  if (!req.isMultipart()) throw badRequest(DOC_MSG.noFile);
  let part;
  try {
    part = await req.file({ limits: MULTIPART_LIMITS });
  } catch {
    throw badRequest(DOC_MSG.noFile);
  }
  if (!part) throw badRequest(DOC_MSG.noFile);
  try {
    const data = await part.toBuffer();
    return { data, fileName: part.filename };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, DOC_MSG.tooLarge);
    throw badRequest(DOC_MSG.corruptFile);
  }
}
