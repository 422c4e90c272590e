import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { version } = ctx.config;
  app.route({
    ...routeOf(healthApi.health),
    handler: async (_req, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok', version };
      } catch {
        return reply.code(503).send({ status: 'erro', database: 'indisponível', version });
      }
    },
  });
  app.route({ ...routeOf(healthApi.version), handler: () => ({ version }) });
  app.route({ ...routeOf(healthApi.ping), handler: () => ({ ok: true }) });
};
