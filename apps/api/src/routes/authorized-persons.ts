/** The persons a candidate authorizes (docs/api-candidate-page.md): list, add, edit, remove. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateExtrasApi as api, ZSentFields } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { scopeOf } from '../modules/auth/index.ts';
import { deleteAuthorized, listAuthorized, saveAuthorized } from '../modules/candidate-record/index.ts';

export const authorizedPersonRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(api.authorizations, { accessLog: { action: 'LEITURA_AUTORIZADOS' } }),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      return listAuthorized(ctx, actor, tenant, req.params.id);
    },
  });
  app.route({
    ...routeOf(api.addAuthorization),
    handler: async (req, reply) => {
      const { actor, tenant } = scopeOf(req);
      const { CODCANDIDATO, IDPESSOA: _ignored, OCULTOS: _read, ...fields } = req.body;
      const saved = await saveAuthorized(ctx, actor, tenant, CODCANDIDATO, ZSentFields.parse(fields));
      return reply.code(201).send(saved);
    },
  });
  app.route({
    ...routeOf(api.updateAuthorization),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      // OCULTOS: a row sent back as read names its masked fields; they keep what is stored
      const { CODCANDIDATO, IDPESSOA, OCULTOS: _read, ...fields } = req.body;
      return saveAuthorized(ctx, actor, tenant, CODCANDIDATO, ZSentFields.parse(fields), IDPESSOA);
    },
  });
  app.route({
    ...routeOf(api.removeAuthorization),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      return deleteAuthorized(ctx, actor, tenant, req.body.CODCANDIDATO, req.body.IDPESSOA);
    },
  });
};
