import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZUnitCreate, ZUnitDelete, ZUnitUpdate } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { forbidden } from '../lib/http-errors.ts';
import { requireTenant, staffOf } from '../plugins/auth.ts';
import { createUnit, deleteUnit, listUnits, updateUnit } from '../modules/units/units.ts';

const staff = { auth: 'staff' } as const;

export const unitRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/candidate/data/units', { config: staff }, (req) =>
    listUnits(ctx.db, requireTenant(staffOf(req))),
  );
  app.post('/candidate/data/units', { config: staff, schema: { body: ZUnitCreate } }, (req) => {
    const actor = staffOf(req);
    return createUnit(ctx.db, requireTenant(actor), actor.subject, req.body);
  });
  app.put('/candidate/data/units', { config: staff, schema: { body: ZUnitUpdate } }, (req) => {
    const actor = staffOf(req);
    return updateUnit(ctx.db, requireTenant(actor), actor.subject, req.body);
  });
  // spec 3 §6: deleting a unit is for ADMIN only; the body may name the client, but only the caller's
  app.delete('/candidate/data/units', { config: staff, schema: { body: ZUnitDelete } }, (req) => {
    const actor = staffOf(req);
    if (actor.role !== 'ADMIN') throw forbidden(MSG.forbidden);
    const tenant = requireTenant(actor);
    if (
      (req.body.CODADM && req.body.CODADM !== tenant.CODADM) ||
      (req.body.CODCLI && req.body.CODCLI !== tenant.CODCLI)
    )
      throw forbidden(MSG.clientNotAuthorized);
    return deleteUnit(ctx.db, tenant, actor.subject, req.body.CODUNIDADE);
  });
};
