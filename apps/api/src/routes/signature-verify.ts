/**
 * The public verification of a signed kit document (issue 33 §4, decision 071): POST with the PDF
 * (multipart, field file) or JSON {CODIGO}, and GET by the code; no session, counted per address.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signatureVerifyApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { readVerifyInput, VERIFY_MULTIPART_LIMITS, verifySignature } from '../modules/kit-seal/index.ts';

export const signatureVerifyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // scoped to this plugin: 20 MB for the one file, nothing else of a form is read
  await app.register(multipart, { limits: VERIFY_MULTIPART_LIMITS });

  app.route({
    ...routeOf(signatureVerifyApi.verify),
    handler: (req) => verifySignature(ctx, req.ip, () => readVerifyInput(req)),
  });
  app.route({
    ...routeOf(signatureVerifyApi.verifyCode),
    handler: (req) => verifySignature(ctx, req.ip, async () => ({ code: req.params.codigo })),
  });
};
