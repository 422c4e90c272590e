/** The candidate's change of e-mail (their login), confirmed by a code sent to the new address (decision 052). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeApi as api } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { candidateOf } from '../modules/auth/index.ts';
import { confirmEmailChange, requestEmailChange } from '../modules/candidates/index.ts';

export const emailChangeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(api.request),
    handler: (req) => requestEmailChange(ctx, candidateOf(req), req.body),
  });
  app.route({
    ...routeOf(api.confirm),
    handler: (req) => confirmEmailChange(ctx, candidateOf(req), req.body),
  });
};
