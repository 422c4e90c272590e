import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthChange,
  ZClientsRequest,
  ZFirstAccess,
  ZLogon,
  ZLogout,
  ZRefresh,
  ZResetRequest,
} from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { assertSelf, staffOf } from '../plugins/auth.ts';
import { firstAccess } from '../modules/auth/first-access.ts';
import { exchangePartnerToken } from '../modules/auth/partner-redirect.ts';
import { refreshSession } from '../modules/auth/refresh-session.ts';
import { changeAfterCode, requestReset } from '../modules/auth/reset-password.ts';
import { signIn } from '../modules/auth/sign-in.ts';
import { revokeByToken } from '../modules/auth/tokens.ts';
import { listClients } from '../modules/clients/list-clients.ts';

const pub = { auth: 'public' } as const;

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/auth/logon', { config: pub, schema: { body: ZLogon } }, (req) => signIn(ctx, req.body, req.ip));
  app.post('/auth/start', { config: pub, schema: { body: ZFirstAccess } }, (req) =>
    firstAccess(ctx, req.body, req.ip),
  );
  app.post('/auth/reset', { config: pub, schema: { body: ZResetRequest } }, (req) =>
    requestReset(ctx, req.body, req.ip),
  );
  app.patch('/auth/change', { config: pub, schema: { body: ZAuthChange } }, (req) =>
    changeAfterCode(ctx, req.body, req.ip),
  );
  app.post('/auth/v2/redirect', { config: pub }, (req) => {
    const header = req.headers.authorization;
    return exchangePartnerToken(ctx, header?.startsWith('Bearer ') ? header.slice(7) : undefined);
  });
  app.post('/auth/refresh', { config: pub, schema: { body: ZRefresh } }, (req) =>
    refreshSession(ctx, req.body.refreshToken),
  );
  app.post('/auth/logout', { config: pub, schema: { body: ZLogout } }, async (req, reply) => {
    if (req.body?.refreshToken) await revokeByToken(ctx.db, req.body.refreshToken);
    return reply.code(204).send();
  });
  app.post('/auth/clients', { config: { auth: 'staff' }, schema: { body: ZClientsRequest } }, (req) => {
    const actor = staffOf(req);
    assertSelf(actor.codusuario, req.body.CODUSUARIO);
    return listClients(ctx.db, actor.codusuario);
  });
};
