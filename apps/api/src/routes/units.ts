import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, unitsApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { forbidden } from '../lib/http-errors.ts';
import { requireTenant, staffOf } from '../modules/auth/index.ts';
import { createUnit, deleteUnit, listUnits, updateUnit } from '../modules/units/index.ts';

export const unitRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(unitsApi.list),
    handler: (req) => listUnits(ctx.db, requireTenant(staffOf(req))),
  });
  app.route({
    ...routeOf(unitsApi.create),
    handler: (req) => {
      const actor = staffOf(req);
      return createUnit(ctx.db, requireTenant(actor), actor.subject, req.body);
    },
  });
  app.route({
    ...routeOf(unitsApi.update),
    handler: (req) => {
      const actor = staffOf(req);
      return updateUnit(ctx.db, requireTenant(actor), actor.subject, req.body);
    },
  });
  // spec 3 §6: deleting a unit is for ADMIN only; the body may name the client, but only the caller's
  app.route({
    ...routeOf(unitsApi.remove),
    handler: (req) => {
      const actor = staffOf(req);
      if (actor.role !== 'ADMIN') throw forbidden(MSG.forbidden);
      const tenant = requireTenant(actor);
      if (
        (req.body.CODADM && req.body.CODADM !== tenant.CODADM) ||
        (req.body.CODCLI && req.body.CODCLI !== tenant.CODCLI)
      )
        throw forbidden(MSG.clientNotAuthorized);
      return deleteUnit(ctx.db, tenant, actor.subject, req.body.CODUNIDADE);
    },
  });
};
