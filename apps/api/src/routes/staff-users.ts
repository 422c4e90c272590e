/** Staff users of the admin account (beyond the spec; ADMIN only; docs/api-configuration.md). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZStaffUserCreate, ZStaffUserUpdate } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { forbidden } from '../lib/http-errors.ts';
import { staffOf } from '../plugins/auth.ts';
import {
  createStaffUser,
  getStaffUser,
  grantableClients,
  listStaffUsers,
  resetStaffPassword,
  updateStaffUser,
} from '../modules/staff-users/staff-users.ts';

const staff = { auth: 'staff' } as const;
const ZParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** Account-level: an ADMIN acts on their admin account, whichever client is chosen. */
const adminActor = (req: Parameters<typeof staffOf>[0]) => {
  const actor = staffOf(req);
  if (actor.role !== 'ADMIN') throw forbidden(MSG.forbidden);
  return actor;
};

export const staffUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/admin/users', { config: staff }, (req) => listStaffUsers(ctx.db, adminActor(req).codadm));
  app.get('/admin/users/clients', { config: staff }, (req) => grantableClients(ctx.db, adminActor(req)));
  app.get('/admin/users/:id', { config: staff, schema: { params: ZParams } }, (req) =>
    getStaffUser(ctx.db, adminActor(req).codadm, req.params.id),
  );
  app.post('/admin/users', { config: staff, schema: { body: ZStaffUserCreate } }, async (req, reply) => {
    const created = await createStaffUser(ctx, adminActor(req), req.body);
    void app.jobs.runNow('mail');
    return reply.code(201).send(created);
  });
  app.put('/admin/users/:id', { config: staff, schema: { params: ZParams, body: ZStaffUserUpdate } }, (req) =>
    updateStaffUser(ctx, adminActor(req), req.params.id, req.body),
  );
  app.post('/admin/users/:id/password', { config: staff, schema: { params: ZParams } }, async (req) => {
    const answer = await resetStaffPassword(ctx, adminActor(req), req.params.id);
    void app.jobs.runNow('mail');
    return answer;
  });
};
