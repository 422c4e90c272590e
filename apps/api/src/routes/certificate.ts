/**
 * Configurações → Certificado digital (decision 068; ADMIN, tenant from X-Cliente): what is installed,
 * the upload of the client's PKCS#12 with its password, and its removal.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MSG, certificateApi, MSG } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { badRequest } from '../lib/http-errors.ts';
import {
  certificateAnswer,
  removeClientCertificate,
  saveClientCertificate,
} from '../modules/certificates/index.ts';
import { adminOf } from '../modules/configuration/index.ts';

const PASSWORD_MAX_CHARS = 200;

/** the file and the SENHA field; anything unexpected is a 400 and nothing is read further */
async function readUpload(req: FastifyRequest): Promise<{ bytes: Buffer; password: string }> {
  let bytes: Buffer | undefined;
  let password: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) throw badRequest(CERTIFICATE_MSG.fileRequired);
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'SENHA' && typeof part.value === 'string') {
        password = part.value;
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
  return { bytes, password };
}

export const certificateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // scoped to this plugin; the fields limit keeps a form of many parts from being read at all
  await app.register(multipart, {
    limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });

  app.route({
    ...routeOf(certificateApi.get),
    handler: (req) => certificateAnswer(ctx, adminOf(req).tenant),
  });
  app.route({
    ...routeOf(certificateApi.upload),
    handler: async (req) => {
      const { actor, tenant } = adminOf(req);
      const { bytes, password } = await readUpload(req);
      return saveClientCertificate(ctx, tenant, actor.subject, bytes, password);
    },
  });
  app.route({
    ...routeOf(certificateApi.remove),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return removeClientCertificate(ctx, tenant, actor.subject);
    },
  });
};
