import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userApi } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { assertSelf, candidateOf, staffOf } from '../modules/auth/index.ts';
import {
  changePassword,
  checkCurrentPassword,
  getPermissions,
  getProfileImage,
  updateUserData,
} from '../modules/user/index.ts';

// the only calls a session signed in with a temporary password may make (plugins/auth.ts)
const passwordChange = { passwordChange: true } as const;

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(userApi.read),
    handler: (req) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      // read with this request's account check (plugins/auth.ts): no second query
      return actor.userData;
    },
  });
  app.route({
    ...routeOf(userApi.update),
    handler: (req) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return updateUserData(ctx.db, actor.codusuario, req.body);
    },
  });
  app.route({
    ...routeOf(userApi.checkPassword, passwordChange),
    handler: (req) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return checkCurrentPassword(ctx, actor.subject, req.body.SENHA, req.ip);
    },
  });
  app.route({
    ...routeOf(userApi.changePassword, passwordChange),
    handler: (req) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return changePassword(ctx, actor.subject, req.body, req.ip);
    },
  });
  app.route({
    ...routeOf(userApi.checkCandidatePassword, passwordChange),
    handler: (req) => {
      const actor = candidateOf(req);
      assertSelf(actor.codcandidato, req.body.CODCANDIDATO);
      return checkCurrentPassword(ctx, actor.subject, req.body.SENHA, req.ip);
    },
  });
  app.route({
    ...routeOf(userApi.changeCandidatePassword, passwordChange),
    handler: (req) => {
      const actor = candidateOf(req);
      assertSelf(actor.codcandidato, req.body.CODCANDIDATO);
      assertSelf(actor.codadm, req.body.CODADM);
      return changePassword(ctx, actor.subject, req.body, req.ip);
    },
  });
  app.route({
    ...routeOf(userApi.permissions),
    handler: (req) => getPermissions(ctx.db, staffOf(req), req.params.CODUSUARIO),
  });
  app.route({
    ...routeOf(userApi.profileImage),
    handler: async (req, reply) => {
      const img = await getProfileImage(ctx.db, staffOf(req), req.params.CODUSUARIO);
      return reply.header('content-type', img.mime).send(img.bytes);
    },
  });
};
