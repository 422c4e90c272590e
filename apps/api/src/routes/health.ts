import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const pub = { config: { auth: 'public' as const } };
  app.get('/health', pub, async (_req, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok', version: ctx.config.version };
    } catch {
      return reply.code(503).send({ status: 'erro', database: 'indisponível', version: ctx.config.version });
    }
  });
  app.get('/version', pub, () => ({ version: ctx.config.version }));
  app.get('/ping', pub, () => ({ ok: true }));
};
