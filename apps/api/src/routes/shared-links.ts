/**
 * Recorded bearer links (decision 009): GET /candidate/shared-links?TIPO=impressao|imagens
 * [&CODCANDIDATO=] lists the client's print links (of a candidate) or image-link sheets;
 * DELETE /candidate/shared-links/{ID} revokes one ('Revogar'). Whoever may make them may manage them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedLinksApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { requireTenant, staffOf } from '../modules/auth/index.ts';
import { assertMayManage, listSharedLinks, revokeSharedLink } from '../modules/shared-links/index.ts';

export const sharedLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(sharedLinksApi.list),
    handler: (req) => {
      const actor = staffOf(req);
      assertMayManage(actor, req.query.TIPO);
      return listSharedLinks(ctx.db, requireTenant(actor), req.query.TIPO, req.query.CODCANDIDATO);
    },
  });
  app.route({
    ...routeOf(sharedLinksApi.revoke),
    handler: (req) => {
      const actor = staffOf(req);
      return revokeSharedLink(ctx.db, actor, requireTenant(actor), req.params.ID);
    },
  });
};
