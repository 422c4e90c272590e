/**
 * The eSocial deadline guard (decision 082): the list 'eSocial — prazos' across the caller's clients
 * (the dashboard's scope), and the S-2190 of a candidate of the X-Cliente client. ADMIN or ESOCIAL.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { esocialDeadlinesApi, MSG } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { forbidden } from '../lib/http-errors.ts';
import { requireTenant, staffOf } from '../modules/auth/index.ts';
import { dashboardScope } from '../modules/dashboard/index.ts';
import { esocialDeadlines } from '../modules/esocial-deadlines/index.ts';
import { sendS2190 } from '../modules/esocial-transmit/index.ts';

/** ADMIN always; a MANAGER with the ESOCIAL flag. */
function esocialStaff(req: FastifyRequest) {
  const actor = staffOf(req);
  if (actor.role !== 'ADMIN' && !actor.permissions.ESOCIAL) throw forbidden(MSG.forbidden);
  return actor;
}

export const esocialDeadlinesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(esocialDeadlinesApi.list),
    handler: (req) => {
      const actor = esocialStaff(req);
      return esocialDeadlines(ctx.db, dashboardScope(actor, { CODCLI: req.query.CODCLI }).clients);
    },
  });
  app.route({
    ...routeOf(esocialDeadlinesApi.sendS2190),
    handler: (req) => {
      const actor = esocialStaff(req);
      return sendS2190(ctx, actor, requireTenant(actor), req.params.id);
    },
  });
};
