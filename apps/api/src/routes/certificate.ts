/**
 * Configurações → Certificado digital (decision 068; ADMIN, tenant from X-Cliente): what is installed,
 * the upload of the client's PKCS#12 with its password, and its removal.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { certificateUploadLimits, readCertificateUpload } from '../lib/certificate-upload.ts';
import { routeOf } from '../lib/contract-route.ts';
import {
  certificateAnswer,
  removeClientCertificate,
  saveClientCertificate,
} from '../modules/certificates/index.ts';
import { adminOf } from '../modules/configuration/index.ts';

export const certificateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // scoped to this plugin; the fields limit keeps a form of many parts from being read at all
  await app.register(multipart, { limits: certificateUploadLimits(0) });

  app.route({
    ...routeOf(certificateApi.get),
    handler: (req) => certificateAnswer(ctx, adminOf(req).tenant),
  });
  app.route({
    ...routeOf(certificateApi.upload),
    handler: async (req) => {
      const { actor, tenant } = adminOf(req);
      const { bytes, password } = await readCertificateUpload(req);
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
