/**
 * What a verification sends (issue 33 §4): one PDF in a multipart form (field `file`, at most 20 MB,
 * streamed with that limit so a larger body is cut while it arrives), or JSON {CODIGO}. Anything
 * else is a pt-BR 400 and nothing is looked up.
 */
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { SIGNATURE_VERIFY_MSG as M, VERIFY_MAX_BYTES, ZSignatureVerifyByCode } from '@admissao/domain';
import { badRequest } from '../../lib/http-errors.ts';

export type VerifyInput = { file: Buffer } | { code: string };

export const VERIFY_MULTIPART_LIMITS = {
  fileSize: VERIFY_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 200,
  parts: 3,
  headerPairs: 50,
};
/** room for the multipart framing around the file */
const FRAMING = 64 * 1024;

/** %PDF- within the first KiB (PDF 32000 §7.5.2 lets readers find the header a little in) */
const looksLikePdf = (b: Buffer) => b.subarray(0, 1024).includes('%PDF-');

async function readFile(req: FastifyRequest): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > VERIFY_MAX_BYTES + FRAMING) throw badRequest(M.tooLarge);
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: VERIFY_MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) throw badRequest(M.fileRequired);
      file = await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(M.tooLarge);
    if (code?.startsWith('FST_')) throw badRequest(M.fileRequired);
    throw err;
  }
  if (!file) throw badRequest(M.fileRequired);
  if (file.length === 0) throw badRequest(M.empty);
  if (!looksLikePdf(file)) throw badRequest(M.notPdf);
  return file;
}

export async function readVerifyInput(req: FastifyRequest): Promise<VerifyInput> {
  if (req.isMultipart()) return { file: await readFile(req) };
  const parsed = ZSignatureVerifyByCode.safeParse(req.body ?? {});
  if (!parsed.success) throw badRequest(M.codeRequired);
  return { code: parsed.data.CODIGO };
}
