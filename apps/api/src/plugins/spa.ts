/** Layer 4 of the app (app.ts): the built SPA beside /api, and its client-side routes. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@admissao/domain';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function registerSpa(app: FastifyInstance): Promise<void> {
  const hasWeb = existsSync(WEB_DIST);
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      // a source map left in the folder by a local build is never served
      allowedPath: (path) => !path.endsWith('.map'),
    });
  app.setNotFoundHandler((req, reply) => {
    // a missing file of the build is a 404, not the SPA's page
    if (req.url.startsWith('/api/') || req.url.startsWith('/assets/') || req.method !== 'GET' || !hasWeb)
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: MSG.notFound });
    // client-side routes: the SPA decides (its 404 page shows the path)
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
