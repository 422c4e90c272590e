/**
 * The SPA's refresh token lives in an HttpOnly cookie (decision 009, ASVS 7.2): a script — an XSS —
 * can never read it, only the refresh and logout calls carry it (one cookie per path), and
 * SameSite=Strict keeps other sites from sending it. A request asks for this with the header
 * `X-Refresh-Cookie: 1` (sign-in, first access, partner redirect, password change) or by renewing
 * from the cookie; every answer holding a `refreshToken` then sets the cookie and drops the field.
 * API clients that ask for nothing keep getting the token in the body (spec 1 §7).
 *
 * No answer schema of the contract names the refresh token (the SPA must never see one): the field
 * is taken out before the schema writes the answer, and for API clients added back to the JSON
 * the schema wrote.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_HEADER } from '@admissao/domain';
import type { AppContext } from '../context.ts';

export const REFRESH_COOKIE = 'admissao_rt';
const COOKIE_PATHS = ['/api/auth/refresh', '/api/auth/logout'] as const;
const TOKEN_RE = /^[A-Za-z0-9_-]{10,300}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** the refresh token came from the cookie, or the request asked for the cookie */
    refreshCookieMode: boolean;
    /** the refresh token an API client gets in the answer's body (no cookie asked) */
    bodyRefreshToken: string | null;
  }
}

/** The refresh token of the cookie header, or undefined. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === REFRESH_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return TOKEN_RE.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function cookies(value: string, maxAgeSeconds: number, secure: boolean): string[] {
  const attrs = `HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
  return COOKIE_PATHS.map((path) => `${REFRESH_COOKIE}=${value}; Path=${path}; ${attrs}`);
}

/** Secure whenever the product is reached over https (directly or, with TRUST_PROXY, behind a proxy). */
export const refreshCookieSecure = (req: FastifyRequest, ctx: AppContext) =>
  req.protocol === 'https' || ctx.config.appUrl.startsWith('https:');

export function clearRefreshCookies(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', cookies('', 0, secure));
}

export const refreshCookiePlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const maxAge = opts.ctx.config.refreshTokenTtlDays * 86400;
  app.decorateRequest('refreshCookieMode', false);
  app.decorateRequest('bodyRefreshToken', null);
  app.addHook('onRequest', async (req) => {
    if (req.headers[REFRESH_COOKIE_HEADER] === '1') req.refreshCookieMode = true;
  });
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    // looked up before the copy: copying every answer (a record has ~200 keys) to find none cost ~2 %
    // of the record read's CPU
    if (typeof (payload as { refreshToken?: unknown }).refreshToken !== 'string') return payload;
    const { refreshToken, ...rest } = payload as { refreshToken: string };
    if (req.refreshCookieMode) {
      reply.removeHeader('set-cookie'); // Fastify appends set-cookie: drop a clearing one set earlier
      reply.header('set-cookie', cookies(refreshToken, maxAge, refreshCookieSecure(req, opts.ctx)));
    } else req.bodyRefreshToken = refreshToken;
    return rest;
  });
  // the answer as its schema wrote it, plus the API client's refresh token (a JSON object, never empty)
  app.addHook('onSend', async (req, reply, payload: unknown) => {
    const token = req.bodyRefreshToken;
    // an answer that failed after the token was set aside (an error) never carries it
    if (
      token === null ||
      reply.statusCode >= 300 ||
      typeof payload !== 'string' ||
      !/^\{.*\}$/s.test(payload)
    )
      return payload;
    const field = `"refreshToken":${JSON.stringify(token)}`;
    return payload === '{}' ? `{${field}}` : `${payload.slice(0, -1)},${field}}`;
  });
});
