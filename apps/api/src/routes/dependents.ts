/** A candidate's dependents (docs/api-candidate-page.md): list, add, edit, remove. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateExtrasApi as api, ZSentFields } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { scopeOf } from '../modules/auth/index.ts';
import { deleteDependent, listDependents, saveDependent } from '../modules/candidate-record/index.ts';

export const dependentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(api.dependents, { accessLog: { action: 'LEITURA_DEPENDENTES' } }),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      return listDependents(ctx, actor, tenant, req.params.id);
    },
  });
  app.route({
    ...routeOf(api.addDependent),
    handler: async (req, reply) => {
      const { actor, tenant } = scopeOf(req);
      const { CODCANDIDATO, CODDEP: _ignored, OCULTOS: _read, ...fields } = req.body;
      const saved = await saveDependent(ctx, actor, tenant, CODCANDIDATO, ZSentFields.parse(fields));
      return reply.code(201).send(saved);
    },
  });
  app.route({
    ...routeOf(api.updateDependent),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      // OCULTOS: a row sent back as read names its masked fields; they keep what is stored
      const { CODCANDIDATO, CODDEP, OCULTOS: _read, ...fields } = req.body;
      return saveDependent(ctx, actor, tenant, CODCANDIDATO, ZSentFields.parse(fields), CODDEP);
    },
  });
  app.route({
    ...routeOf(api.removeDependent),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      return deleteDependent(ctx, actor, tenant, req.body.CODCANDIDATO, req.body.CODDEP);
    },
  });
};
