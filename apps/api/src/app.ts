/**
 * Builds the Fastify app: infrastructure plugins (errors, auth/tenant) before the routes,
 * the built SPA served beside /api. Tests build the real app and call it with inject.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MSG } from '@admissao/domain';
import type { AppConfig } from './config.ts';
import { tokenSettings, type AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import { createSmtpSender, deliverDueMail, logSender, type MailSender } from './modules/mail/deliver.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { authRoutes } from './routes/auth.ts';
import { candidateRoutes } from './routes/candidates.ts';
import { candidateRecordRoutes } from './routes/candidate-record.ts';
import { candidateExtraRoutes } from './routes/candidate-extras.ts';
import { configurationRoutes } from './routes/configuration.ts';
import { contentRoutes } from './routes/content.ts';
import { reportRoutes } from './routes/reports.ts';
import { staffUserRoutes } from './routes/staff-users.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { lifecycleRoutes } from './routes/lifecycle.ts';
import { printRoutes } from './routes/print.ts';
import { healthRoutes } from './routes/health.ts';
import { referenceRoutes } from './routes/reference.ts';
import { unitRoutes } from './routes/units.ts';
import { userRoutes } from './routes/user.ts';
import { documentRoutes } from './routes/documents.ts';
import { candidateLogRoutes } from './routes/candidate-log.ts';
import { tempUploadRoutes } from './routes/temp-upload.ts';
import { createStorages, type Storages } from './modules/storage/create-storage.ts';
import { storageCleanupJob } from './modules/storage/cleanup.ts';
import { stopHeicConverter } from './modules/documents/heic-converter.ts';
import { stopOcr } from './modules/ocr/ocr-engine.ts';
import { seedDemoFiles } from './seed/demo-files.ts';

/** Headers every API answer carries (JSON only: no CSP needed). */
const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
} as const;

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  mailSender?: MailSender;
  logger?: boolean | object;
  startJobs?: boolean;
  /** file storage (default: from config.storage) */
  storages?: Storages;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    jobs: JobRunner;
    storages: Storages;
  }
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_000_000,
    // signed links carry their token in the path (GET /candidate/images/link/{token}, ~250 chars)
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const ctx: AppContext = { db: database.db, config, tokens: tokenSettings(config) };
  app.decorate('ctx', ctx);

  const sender =
    opts.mailSender ?? (config.smtpUrl ? await createSmtpSender(config.smtpUrl) : logSender(app.log));
  const storages = opts.storages ?? createStorages(config);
  app.decorate('storages', storages);
  // demo documents need the storage, so they are made here rather than with the demo rows
  if (config.seedDemo)
    await seedDemoFiles(database.db, storages).catch((err: unknown) =>
      app.log.warn({ err }, 'arquivos de demonstração não criados'),
    );
  const jobs = createJobRunner(
    [
      { name: 'mail', everyMs: 5000, run: () => deliverDueMail(database.db, sender, config.mailFrom) },
      { name: 'storage-cleanup', everyMs: 5 * 60_000, run: storageCleanupJob(database.db, storages) },
    ],
    app.log,
  );
  app.decorate('jobs', jobs);
  if (opts.startJobs !== false) jobs.start();
  // During shutdown, answers to requests still in flight close their connection: a
  // keep-alive socket would otherwise hold close() open for the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await stopHeicConverter();
    await stopOcr();
    await database.close();
  });

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
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      // JSON answers get fixed security headers from one cheap hook; helmet's per-request
      // work (CSP and the rest) is for the HTML and files of the SPA
      api.addHook('onRoute', (route) => {
        // what @fastify/helmet's own onRoute hook makes of `helmet: false` (it ran before this one)
        route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
      });
      api.get('/docs', { config: { auth: 'public' }, schema: { hide: true } }, () => app.swagger());
      await api.register(authPlugin, { ctx });
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(referenceRoutes, { ctx });
      await api.register(unitRoutes, { ctx });
      await api.register(candidateRoutes, { ctx });
      await api.register(candidateRecordRoutes, { ctx });
      await api.register(candidateExtraRoutes, { ctx });
      await api.register(lookupRoutes, { ctx });
      await api.register(lifecycleRoutes, { ctx });
      await api.register(printRoutes, { ctx });
      await api.register(configurationRoutes, { ctx });
      await api.register(contentRoutes, { ctx });
      await api.register(reportRoutes, { ctx });
      await api.register(staffUserRoutes, { ctx });
      await api.register(documentRoutes, { ctx, storages });
      await api.register(candidateLogRoutes, { ctx });
      await api.register(tempUploadRoutes, { ctx, storages });
    },
    { prefix: '/api' },
  );

  const hasWeb = existsSync(WEB_DIST);
  if (hasWeb) await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false, index: false });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET' || !hasWeb)
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: MSG.notFound });
    // client-side routes: the SPA decides (its 404 page shows the path)
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
