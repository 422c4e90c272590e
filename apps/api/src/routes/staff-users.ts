/**
 * Staff users (beyond the spec; ADMIN only; docs/api-configuration.md). Who may see and change whom
 * is decision 009: membership, not the admin account (modules/staff-users/staff-scope.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, staffUsersApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { forbidden } from '../lib/http-errors.ts';
import { staffOf } from '../modules/auth/index.ts';
import {
  createStaffUser,
  deleteStaffUser,
  getStaffUser,
  grantableClients,
  listStaffUsers,
  resetStaffPassword,
  updateStaffUser,
} from '../modules/staff-users/index.ts';

const adminActor = (req: Parameters<typeof staffOf>[0]) => {
  const actor = staffOf(req);
  if (actor.role !== 'ADMIN') throw forbidden(MSG.forbidden);
  return actor;
};

export const staffUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({ ...routeOf(staffUsersApi.list), handler: (req) => listStaffUsers(ctx.db, adminActor(req)) });
  app.route({
    ...routeOf(staffUsersApi.clients),
    handler: (req) => grantableClients(ctx.db, adminActor(req)),
  });
  app.route({
    ...routeOf(staffUsersApi.get),
    handler: (req) => getStaffUser(ctx.db, adminActor(req), req.params.id),
  });
  app.route({
    ...routeOf(staffUsersApi.create),
    handler: async (req, reply) => {
      const created = await createStaffUser(ctx, adminActor(req), req.body);
      void app.jobs.runNow('mail');
      return reply.code(201).send(created);
    },
  });
  app.route({
    ...routeOf(staffUsersApi.update),
    handler: (req) => updateStaffUser(ctx, adminActor(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(staffUsersApi.remove),
    handler: (req) => deleteStaffUser(ctx, adminActor(req), req.params.id),
  });
  app.route({
    ...routeOf(staffUsersApi.resetPassword),
    handler: async (req) => {
      const answer = await resetStaffPassword(ctx, adminActor(req), req.params.id);
      void app.jobs.runNow('mail');
      return answer;
    },
  });
};
