/** The access-link dialog of the staff view (issue 14): the current link, and a resend by e-mail. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLinkApi as api } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { assertSelf, requireTenant, staffOf } from '../modules/auth/index.ts';
import { getAccessLink, resendAccessLink } from '../modules/candidates/index.ts';

export const accessLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(api.get, { accessLog: { action: 'LEITURA_LINK_ACESSO' } }),
    handler: (req) => getAccessLink(ctx, requireTenant(staffOf(req)), req.params.id),
  });
  app.route({
    ...routeOf(api.resend),
    handler: (req) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return resendAccessLink(ctx, actor, requireTenant(actor), req.body.CODCANDIDATO);
    },
  });
};
