/** The review queue across the caller's clients (issue 18 §2, decision 040). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewQueueApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { staffOf } from '../modules/auth/index.ts';
import { listReviewQueue } from '../modules/review-queue/index.ts';

export const reviewQueueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // every client of the caller: the X-Cliente client (checked by the auth hook when sent) does not narrow it
  app.route({
    ...routeOf(reviewQueueApi.list),
    handler: (req) => {
      const actor = staffOf(req);
      // the eSocial rows for those the eSocial panel opens to (decision 084): ADMIN, or the ESOCIAL flag
      const esocial = actor.role === 'ADMIN' || actor.permissions.ESOCIAL;
      return listReviewQueue(ctx.db, actor.clients, { esocial });
    },
  });
};
