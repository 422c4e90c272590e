/** A candidate's values of the client's custom fields (docs/api-candidate-page.md): read, save. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateExtrasApi as api } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { assertSelf, scopeOf } from '../modules/auth/index.ts';
import { listCustomData, saveCustomValue } from '../modules/candidate-record/index.ts';

export const customValueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(api.customValues, { accessLog: { action: 'LEITURA_INFO_ADICIONAIS' } }),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      return listCustomData(ctx, actor, tenant, req.params.id);
    },
  });
  app.route({
    ...routeOf(api.saveCustomValue),
    handler: (req) => {
      const { actor, tenant } = scopeOf(req);
      if (actor.kind === 'staff') assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return saveCustomValue(ctx, actor, tenant, req.body.CODCANDIDATO, req.body.CODINFO, req.body.DESCRICAO);
    },
  });
  app.route({
    ...routeOf(api.addCustomValue),
    handler: async (req, reply) => {
      const { actor, tenant } = scopeOf(req);
      if (actor.kind === 'staff') assertSelf(actor.codusuario, req.body.CODUSUARIO);
      const saved = await saveCustomValue(
        ctx,
        actor,
        tenant,
        req.body.CODCANDIDATO,
        req.body.CODINFO,
        req.body.DESCRICAO,
      );
      return reply.code(201).send(saved);
    },
  });
};
