/** Layer 4 of the app (app.ts): the built SPA beside /api, and its client-side routes. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@admissao/domain';

/** the current build: a link swapped whole by apps/web/scripts/build.ts (decision 046) */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** the build before it: a page opened before a deploy still finds the chunks it loads later */
const WEB_PREVIOUS = fileURLToPath(new URL('../../../web/dist-previous', import.meta.url));

/** hashed file names never change content; everything else is checked on every use */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const isHashedAsset = (path: string) => /[/\\]assets[/\\][^/\\]+-[\w-]{8}\.\w+(\.br|\.gz)?$/.test(path);

const LOGIN_PAGE = 'login.html';
/** /login and the first access through the link (/start/:u/:l), with or without a query */
const SIGN_IN_PATH = /^\/(login|start\/[^/?]+\/[^/?]+\/?)(\?|$)/;
const isSignInPage = (url: string) => SIGN_IN_PATH.test(url);

export async function registerSpa(app: FastifyInstance): Promise<void> {
  const hasWeb = existsSync(WEB_DIST);
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: existsSync(WEB_PREVIOUS) ? [WEB_DIST, WEB_PREVIOUS] : WEB_DIST,
      wildcard: false,
      index: false,
      // brotli or gzip made at build time, as Accept-Encoding allows (apps/web/scripts/precompress.ts)
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) =>
        reply.header('cache-control', isHashedAsset(path) ? IMMUTABLE : 'no-cache'),
      // source maps are written by the build (hidden) but never served, nor its dotfiles (the
      // manifest in .vite/, the stamp of its inputs)
      allowedPath: (path) => !path.endsWith('.map') && !/(^|[/\\])\./.test(path),
    });
  app.setNotFoundHandler((req, reply) => {
    // a missing file of the build is a 404, not the SPA's page; HEAD is answered as GET is, without
    // the body (what uptime monitors and link checkers send)
    const reads = req.method === 'GET' || req.method === 'HEAD';
    if (req.url.startsWith('/api/') || req.url.startsWith('/assets/') || !reads || !hasWeb)
      return reply
        .code(404)
        .send({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: MSG.notFound });
    // client-side routes: the SPA decides (its 404 page shows the path); a first visit to /login
    // gets the sign-in page's own, lighter entry (decision 045), when the build has it
    const page = isSignInPage(req.url) && existsSync(join(WEB_DIST, LOGIN_PAGE)) ? LOGIN_PAGE : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
