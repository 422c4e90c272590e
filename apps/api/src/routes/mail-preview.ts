/** Previews of the e-mails for the ADMIN's Configurações (decision 048). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailPreviewApi as api } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { adminOf } from '../modules/configuration/index.ts';
import { previewMail } from '../modules/notifications/index.ts';

export const mailPreviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(api.preview),
    handler: (req) => previewMail(ctx, adminOf(req).tenant, req.params.event),
  });
};
