import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, referenceApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { requireTenant, staffOf } from '../modules/auth/index.ts';
import { countByStatus, getClientLogo } from '../modules/clients/index.ts';
import { listStates, listStatuses } from '../modules/reference/index.ts';
import { forbidden } from '../lib/http-errors.ts';

export const referenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const held = ctx.config.answerCache ?? true;
  app.route({ ...routeOf(referenceApi.statuses), handler: () => listStatuses(ctx.db, held) });
  app.route({ ...routeOf(referenceApi.states), handler: () => listStates(ctx.db, held) });
  app.route({
    ...routeOf(referenceApi.statusCounts),
    handler: (req) => {
      const actor = staffOf(req);
      const { CODADM, CODCLI } = req.body;
      // the payload may name the client, as the spec sends it, but only one the caller belongs to
      const named = CODADM !== undefined && CODCLI !== undefined ? { CODADM, CODCLI } : null;
      const member = (t: { CODADM: number; CODCLI: string }) =>
        actor.clients.some((c) => c.CODADM === t.CODADM && c.CODCLI === t.CODCLI);
      // the header's client wins; a body naming another client is refused, never obeyed
      if (
        named &&
        (!member(named) ||
          (actor.tenant && (actor.tenant.CODADM !== CODADM || actor.tenant.CODCLI !== CODCLI)))
      )
        throw forbidden(MSG.clientNotAuthorized);
      const tenant = actor.tenant ?? named ?? requireTenant(actor);
      return countByStatus(ctx.db, ctx.sessions, tenant);
    },
  });
  app.route({
    ...routeOf(referenceApi.logo),
    // the logo is public (decision 025) and shown by e-mails (decision 048): webmail pages and the
    // sandboxed preview are other origins, which the API's same-origin CORP would block
    onSend: async (_req, reply) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
    handler: async (req, reply) => {
      const logo = await getClientLogo(ctx.db, req.params.key);
      return reply.header('content-type', logo.mime).send(logo.bytes);
    },
  });
};
