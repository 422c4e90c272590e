/** FAQ (doubts) and the benefits text (spec 3 §7): candidates read, staff write, ADMIN edits FAQ entries; staff edit the benefits text. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { actorOf, requireTenant, staffOf } from '../modules/auth/index.ts';
import {
  createDoubt,
  deleteDoubt,
  getBenefits,
  getDoubt,
  listDoubts,
  saveBenefits,
  updateDoubt,
} from '../modules/content/index.ts';
import { adminOf, assertSameClient } from '../modules/configuration/index.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // candidates read their own client's entries; staff the chosen client's
  app.route({
    ...routeOf(contentApi.doubts),
    handler: (req) => listDoubts(ctx.db, requireTenant(actorOf(req))),
  });
  app.route({
    ...routeOf(contentApi.doubt),
    handler: (req) => getDoubt(ctx.db, requireTenant(actorOf(req)), req.params.id),
  });
  // adding is for ADMIN and MANAGER (spec 1 §2); editing and deleting for ADMIN (spec 3 §6)
  app.route({
    ...routeOf(contentApi.createDoubt),
    handler: async (req, reply) => {
      const actor = staffOf(req);
      return reply.code(201).send(await createDoubt(ctx.db, requireTenant(actor), actor.subject, req.body));
    },
  });
  // the spec writes these two with a trailing slash; both spellings are served
  for (const update of [contentApi.updateDoubt, contentApi.updateDoubtNoSlash])
    app.route({
      ...routeOf(update),
      handler: (req) => {
        const { actor, tenant } = adminOf(req);
        const { CODDUVIDA, ...input } = req.body;
        return updateDoubt(ctx.db, tenant, actor.subject, CODDUVIDA, input);
      },
    });
  for (const remove of [contentApi.removeDoubt, contentApi.removeDoubtNoSlash])
    app.route({
      ...routeOf(remove),
      handler: (req) => {
        const { actor, tenant } = adminOf(req);
        assertSameClient(tenant, req.body.CODADM);
        return deleteDoubt(ctx.db, tenant, actor.subject, req.body.CODDUVIDA);
      },
    });

  app.route({
    ...routeOf(contentApi.benefits),
    handler: (req) => getBenefits(ctx.db, requireTenant(actorOf(req))),
  });
  app.route({
    ...routeOf(contentApi.saveBenefits),
    // ADMIN and MANAGER: the spec gives /admin/beneficios to staff (decision 025, issue 14)
    handler: (req) => {
      const actor = staffOf(req);
      const tenant = requireTenant(actor);
      return saveBenefits(ctx.db, tenant, actor.subject, req.body.OBS_BENEFICIOS);
    },
  });
};
