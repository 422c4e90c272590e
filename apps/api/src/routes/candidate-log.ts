/** Candidate log (docs/api-documents.md): read by staff, attendance notes, terms acceptance. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateLogApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { actorOf, assertSelf, requireTenant, staffOf } from '../modules/auth/index.ts';
import { addLogEntry } from '../modules/lifecycle/index.ts';
import { listCandidateLog } from '../modules/candidate-log/index.ts';

export const candidateLogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(candidateLogApi.list, { accessLog: { action: 'LEITURA_HISTORICO' } }),
    handler: (req) => {
      const actor = staffOf(req);
      return listCandidateLog(ctx.db, actor, requireTenant(actor), req.params.id, req.query.CODTIPODOC);
    },
  });
  app.route({
    ...routeOf(candidateLogApi.add),
    handler: async (req, reply) => {
      const actor = actorOf(req);
      if (actor.kind === 'staff') assertSelf(actor.codusuario, req.body.CODUSUARIO);
      const entry = await addLogEntry(ctx.db, actor, requireTenant(actor), req.body);
      return reply.code(201).send(entry);
    },
  });
};
