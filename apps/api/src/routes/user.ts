import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCandidatePasswordChange,
  ZCandidatePasswordCheck,
  ZUserPasswordChange,
  ZUserPasswordCheck,
  ZUserRead,
  ZUserUpdate,
} from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { assertSelf, candidateOf, staffOf } from '../plugins/auth.ts';
import { changePassword, checkCurrentPassword } from '../modules/user/change-password.ts';
import { getPermissions } from '../modules/user/permissions.ts';
import { getProfileImage } from '../modules/user/profile-image.ts';
import { updateUserData } from '../modules/user/user-data.ts';

const staff = { auth: 'staff' } as const;
const cand = { auth: 'candidate' } as const;
const ZUserParam = z.object({ CODUSUARIO: z.coerce.number().int().positive().max(2147483647) });

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/user', { config: staff, schema: { body: ZUserRead } }, (req) => {
    const actor = staffOf(req);
    assertSelf(actor.codusuario, req.body.CODUSUARIO);
    // read with this request's account check (plugins/auth.ts): no second query
    return actor.userData;
  });
  app.patch('/user', { config: staff, schema: { body: ZUserUpdate } }, (req) => {
    const actor = staffOf(req);
    assertSelf(actor.codusuario, req.body.CODUSUARIO);
    return updateUserData(ctx.db, actor.codusuario, req.body);
  });
  app.post('/user/password/check', { config: staff, schema: { body: ZUserPasswordCheck } }, (req) => {
    const actor = staffOf(req);
    assertSelf(actor.codusuario, req.body.CODUSUARIO);
    return checkCurrentPassword(ctx, actor.subject, req.body.SENHA, req.ip);
  });
  app.patch('/user/password', { config: staff, schema: { body: ZUserPasswordChange } }, (req) => {
    const actor = staffOf(req);
    assertSelf(actor.codusuario, req.body.CODUSUARIO);
    return changePassword(ctx, actor.subject, req.body, req.ip);
  });
  app.post(
    '/candidate/password/check',
    { config: cand, schema: { body: ZCandidatePasswordCheck } },
    (req) => {
      const actor = candidateOf(req);
      assertSelf(actor.codcandidato, req.body.CODCANDIDATO);
      return checkCurrentPassword(ctx, actor.subject, req.body.SENHA, req.ip);
    },
  );
  app.patch('/candidate/password', { config: cand, schema: { body: ZCandidatePasswordChange } }, (req) => {
    const actor = candidateOf(req);
    assertSelf(actor.codcandidato, req.body.CODCANDIDATO);
    assertSelf(actor.codadm, req.body.CODADM);
    return changePassword(ctx, actor.subject, req.body, req.ip);
  });
  app.get('/user/permissions/:CODUSUARIO', { config: staff, schema: { params: ZUserParam } }, (req) =>
    getPermissions(ctx.db, staffOf(req), req.params.CODUSUARIO),
  );
  app.get(
    '/image/profile/:CODUSUARIO',
    { config: staff, schema: { params: ZUserParam } },
    async (req, reply) => {
      const img = await getProfileImage(ctx.db, staffOf(req).codadm, req.params.CODUSUARIO);
      return reply
        .header('content-type', img.mime)
        .header('cache-control', 'private, max-age=300')
        .send(img.bytes);
    },
  );
};
