/**
 * Reading a certificate upload (multipart: the file, SENHA and, for the transmitter's, CNPJ): the
 * client's certificate (decision 068) and the transmitter's (decision 079). Anything unexpected is a
 * pt-BR 400 and nothing is read further; the route registers @fastify/multipart with its limits.
 */
import type { FastifyRequest } from 'fastify';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MSG, MSG } from '@admissao/domain';
import { badRequest } from './http-errors.ts';

const PASSWORD_MAX_CHARS = 200;
const TEXT_MAX_CHARS = 30;

/** multipart limits: the file, SENHA and the extra text fields named */
export const certificateUploadLimits = (extraFields: number) => ({
  fileSize: CERTIFICATE_MAX_BYTES,
  files: 1,
  fields: 2 + extraFields,
  fieldSize: 1024,
  parts: 3 + extraFields,
});

export async function readCertificateUpload<F extends string = never>(
  req: FastifyRequest,
  extra: readonly F[] = [],
): Promise<{ bytes: Buffer; password: string; fields: Record<F, string> }> {
  let bytes: Buffer | undefined;
  let password: string | undefined;
  const fields = Object.fromEntries(extra.map((f) => [f, ''])) as Record<F, string>;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) throw badRequest(CERTIFICATE_MSG.fileRequired);
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'SENHA' && typeof part.value === 'string') {
        password = part.value;
      } else if ((extra as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname as F] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(CERTIFICATE_MSG.tooLarge);
    if (code?.startsWith('FST_')) throw badRequest(CERTIFICATE_MSG.fileRequired);
    throw err;
  }
  if (!bytes) throw badRequest(CERTIFICATE_MSG.fileRequired);
  if (!password) throw badRequest(CERTIFICATE_MSG.passwordRequired, { field: 'SENHA' });
  if (password.includes('\0')) throw badRequest(MSG.invalidCharacter, { field: 'SENHA' });
  if (password.length > PASSWORD_MAX_CHARS)
    throw badRequest(CERTIFICATE_MSG.wrongPassword, { field: 'SENHA' });
  for (const f of extra) {
    const v = fields[f];
    if (v.includes('\0') || v.length > TEXT_MAX_CHARS) throw badRequest(MSG.invalidCharacter, { field: f });
  }
  return { bytes, password, fields };
}
