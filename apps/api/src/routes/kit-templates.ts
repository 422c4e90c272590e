/**
 * Configurações → Documentos para assinatura (issue 33 §1; ADMIN, tenant from X-Cliente): the
 * client's kit templates, the merge fields a text may use, and the PDF preview of one template.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kitTemplatesApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { adminOf } from '../modules/configuration/index.ts';
import {
  createKitTemplate,
  kitMergeFields,
  listKitTemplates,
  previewKitTemplate,
  removeKitTemplate,
  saveKitTemplate,
} from '../modules/kit-templates/index.ts';

export const kitTemplateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(kitTemplatesApi.list),
    handler: (req) => listKitTemplates(ctx.db, adminOf(req).tenant),
  });
  app.route({
    ...routeOf(kitTemplatesApi.fields),
    handler: (req) => {
      adminOf(req);
      return kitMergeFields();
    },
  });
  app.route({
    ...routeOf(kitTemplatesApi.create),
    handler: async (req, reply) => {
      const { actor, tenant } = adminOf(req);
      return reply.code(201).send(await createKitTemplate(ctx.db, tenant, actor.subject, req.body));
    },
  });
  app.route({
    ...routeOf(kitTemplatesApi.save),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return saveKitTemplate(ctx.db, tenant, actor.subject, req.params.id, req.body);
    },
  });
  app.route({
    ...routeOf(kitTemplatesApi.remove),
    handler: (req) => {
      const { actor, tenant } = adminOf(req);
      return removeKitTemplate(ctx.db, tenant, actor.subject, req.params.id);
    },
  });
  app.route({
    ...routeOf(kitTemplatesApi.preview),
    handler: async (req, reply) => {
      const file = await previewKitTemplate(ctx, adminOf(req).tenant, req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.pdf);
    },
  });
};
