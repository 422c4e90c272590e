/** The staff dashboard, one call per widget (issue 18 §1, decision 041). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { staffOf } from '../modules/auth/index.ts';
import {
  AnswerCache,
  dashboardAtRisk,
  dashboardDurations,
  dashboardFunnel,
  dashboardKits,
  dashboardRefusals,
  dashboardScope,
} from '../modules/dashboard/index.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // answers kept a minute per scope (answer-cache.ts); one cache per app
  const cache = new AnswerCache(ctx.config.dashboardCacheMs);
  // every client of the caller, or the one CODCLI names: the X-Cliente client does not narrow it
  app.route({
    ...routeOf(dashboardApi.funnel),
    handler: (req) => {
      const scope = dashboardScope(staffOf(req), req.query);
      return cache.get('funnel', scope, () => dashboardFunnel(ctx.db, scope));
    },
  });
  app.route({
    ...routeOf(dashboardApi.durations),
    handler: (req) => {
      const scope = dashboardScope(staffOf(req), req.query);
      return cache.get('durations', scope, () => dashboardDurations(ctx.db, scope));
    },
  });
  app.route({
    ...routeOf(dashboardApi.refusals),
    handler: (req) => {
      const scope = dashboardScope(staffOf(req), req.query);
      return cache.get('refusals', scope, () => dashboardRefusals(ctx.db, scope));
    },
  });
  app.route({
    ...routeOf(dashboardApi.atRisk),
    handler: (req) => {
      const scope = dashboardScope(staffOf(req), req.query);
      return cache.get('atRisk', scope, () => dashboardAtRisk(ctx.db, scope));
    },
  });
  app.route({
    ...routeOf(dashboardApi.kits),
    handler: (req) => {
      const scope = dashboardScope(staffOf(req), req.query);
      return cache.get('kits', scope, () => dashboardKits(ctx.db, scope));
    },
  });
};
