import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi, MSG } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { routeOf } from '../lib/contract-route.ts';
import { unauthorized } from '../lib/http-errors.ts';
import { assertSelf, refreshSession, signOut, staffOf } from '../modules/auth/index.ts';
import { clearRefreshCookies, readRefreshCookie, refreshCookieSecure } from '../plugins/refresh-cookie.ts';
import {
  changeAfterCode,
  exchangePartnerToken,
  firstAccess,
  requestReset,
  signIn,
} from '../modules/sign-in/index.ts';
import { listClients } from '../modules/clients/index.ts';

const bearerOf = (header: string | undefined) =>
  header?.startsWith('Bearer ') ? header.slice(7) : undefined;

// Rate limits of sign-in, first access and reset live in the modules (modules/auth/rate-limit.ts,
// in the database, shared by every process). The refresh token of an answer becomes a cookie, or
// for API clients a body field, in plugins/refresh-cookie.ts: no schema here names it.
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(authApi.logon, { signInRefusal: MSG.invalidCredentials }),
    handler: (req) => signIn(ctx, req.body, req.ip),
  });
  app.route({
    ...routeOf(authApi.start, { signInRefusal: MSG.invalidCredentials }),
    handler: (req) => firstAccess(ctx, req.body, req.ip),
  });
  app.route({ ...routeOf(authApi.reset), handler: (req) => requestReset(ctx, req.body, req.ip) });
  app.route({ ...routeOf(authApi.change), handler: (req) => changeAfterCode(ctx, req.body, req.ip) });
  app.route({
    ...routeOf(authApi.redirect, { signInRefusal: MSG.invalidToken }),
    handler: (req) => exchangePartnerToken(ctx, bearerOf(req.headers.authorization)),
  });
  app.route({
    ...routeOf(authApi.refresh, { signInRefusal: MSG.sessionExpired }),
    handler: (req, reply) => {
      const fromCookie = req.body.refreshToken ? undefined : readRefreshCookie(req);
      if (fromCookie) {
        req.refreshCookieMode = true;
        // a refused cookie is dead: cleared unless the success answer sets its successor
        clearRefreshCookies(reply, refreshCookieSecure(req, ctx));
      }
      const presented = req.body.refreshToken ?? fromCookie;
      if (!presented) throw unauthorized(MSG.sessionExpired, 'SESSION_EXPIRED');
      return refreshSession(ctx, presented, { userAgent: req.headers['user-agent'], ip: req.ip });
    },
  });
  app.route({
    ...routeOf(authApi.logout),
    handler: async (req, reply) => {
      await signOut(ctx, {
        refreshToken: req.body.refreshToken ?? readRefreshCookie(req),
        accessToken: bearerOf(req.headers.authorization),
      });
      clearRefreshCookies(reply, refreshCookieSecure(req, ctx));
      return reply.code(204).send();
    },
  });
  app.route({
    ...routeOf(authApi.clients),
    handler: (req) => {
      const actor = staffOf(req);
      assertSelf(actor.codusuario, req.body.CODUSUARIO);
      return listClients(ctx.db, ctx.sessions, actor.codusuario);
    },
  });
};
