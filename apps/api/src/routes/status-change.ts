/** The status change with a note (staff) or the candidate's reply to it (docs/api-lifecycle.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateExtrasApi as api } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { actorOf } from '../modules/auth/index.ts';
import { changeOrReplyStatus } from '../modules/lifecycle/index.ts';

export const statusChangeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(api.changeStatus),
    handler: (req) => changeOrReplyStatus(ctx, actorOf(req), req.body),
  });
};
