/**
 * Health for balancers, supervisors and monitors (issue 29, decision 058): liveness says the
 * process answers and touches nothing — a balancer that checks it keeps every process in service
 * through a database blip, and each answers 503 with Retry-After itself; readiness says the
 * database and the storage answer now, each within a short budget so a frozen dependency
 * cannot hold the check. /health is the older check of the database alone.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { RETRY_AFTER_SECONDS } from '../lib/unavailable.ts';
import type { Storages } from '../modules/storage/index.ts';

/** a readiness probe waits at most this for each dependency */
const CHECK_BUDGET_MS = 2000;

const within = (work: Promise<unknown>, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    work.then(
      () => resolve(true),
      () => resolve(false),
    );
    work.finally(() => clearTimeout(timer)).catch(() => undefined);
  });

const state = (ok: boolean) => (ok ? 'ok' : 'indisponível');

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storages: Storages }> = async (
  app,
  { ctx, storages },
) => {
  const { version } = ctx.config;
  const databaseAnswers = () => within(ctx.db.execute(sql`select 1`), CHECK_BUDGET_MS);
  app.route({
    ...routeOf(healthApi.health),
    handler: async (_req, reply) => {
      if (await databaseAnswers()) return { status: 'ok', database: 'ok', version };
      return reply.code(503).send({ status: 'erro', database: 'indisponível', version });
    },
  });
  app.route({ ...routeOf(healthApi.live), handler: () => ({ status: 'ok', version }) });
  app.route({
    ...routeOf(healthApi.ready),
    handler: async (_req, reply) => {
      const [database, storage] = await Promise.all([
        databaseAnswers(),
        within(storages.current.check(), CHECK_BUDGET_MS),
      ]);
      const answer = {
        status: state(database && storage),
        database: state(database),
        storage: state(storage),
        version,
      };
      if (database && storage) return answer;
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(answer);
    },
  });
  app.route({ ...routeOf(healthApi.version), handler: () => ({ version }) });
  app.route({ ...routeOf(healthApi.ping), handler: () => ({ ok: true }) });
};
