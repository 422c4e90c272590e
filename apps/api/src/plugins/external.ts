/**
 * Layer 1 of the app (app.ts): external plugins registered before any route — helmet for the SPA's
 * HTML and files, fixed security headers for every /api answer, and the OpenAPI document the
 * routes' contract schemas fill.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';
import { withErrorAnswers } from '../lib/openapi-errors.ts';

/**
 * Headers every API answer carries (JSON only: no CSP needed). No API answer is ever kept by
 * a browser or proxy cache: they hold personal data and tokens, and a shared computer's cache
 * is read by the next user.
 */
const API_SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
} as const;

export async function registerExternalPlugins(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
  });

  // set at the root so 404s and errors under /api carry them too
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.headers(API_SECURITY_HEADERS);
  });

  await app.register(swagger, {
    openapi: { info: { title: 'Admissão API', version: config.version } },
    transform: withErrorAnswers(jsonSchemaTransform),
  });
}
