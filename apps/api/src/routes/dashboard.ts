/** The staff dashboard, one call per widget (issue 18 §1, decision 041). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { staffOf } from '../modules/auth/actor.ts';
import { dashboardAtRisk } from '../modules/dashboard/at-risk.ts';
import { dashboardScope } from '../modules/dashboard/dashboard-scope.ts';
import { dashboardDurations } from '../modules/dashboard/durations.ts';
import { dashboardFunnel } from '../modules/dashboard/funnel.ts';
import { dashboardRefusals } from '../modules/dashboard/refusals.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // every client of the caller, or the one CODCLI names: the X-Cliente client does not narrow it
  app.route({
    ...routeOf(dashboardApi.funnel),
    handler: (req) => dashboardFunnel(ctx.db, dashboardScope(staffOf(req), req.query)),
  });
  app.route({
    ...routeOf(dashboardApi.durations),
    handler: (req) => dashboardDurations(ctx.db, dashboardScope(staffOf(req), req.query)),
  });
  app.route({
    ...routeOf(dashboardApi.refusals),
    handler: (req) => dashboardRefusals(ctx.db, dashboardScope(staffOf(req), req.query)),
  });
  app.route({
    ...routeOf(dashboardApi.atRisk),
    handler: (req) => dashboardAtRisk(ctx.db, dashboardScope(staffOf(req), req.query)),
  });
};
