/**
 * Builds the Fastify app in layers (decision 030): external plugins (helmet, security headers,
 * OpenAPI), the app's services (context, storage, mail, jobs), the request infrastructure under
 * /api (input guard, auth and tenant, refresh cookie) before the routes, and the built SPA beside
 * /api. Tests build the real app and call it with inject.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config.ts';
import { tokenSettings, type AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createSessionCache } from './modules/auth/index.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import { runRetention, sendPrivacyNotices } from './modules/privacy/index.ts';
import { createSmtpSender, deliverDueMail, fileMailSender, type MailSender } from './modules/mail/index.ts';
import { loggerOptions } from './lib/log-options.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { createWorkLimiter } from './lib/work-limiter.ts';
import { authPlugin } from './plugins/auth.ts';
import { refreshCookiePlugin } from './plugins/refresh-cookie.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerExternalPlugins } from './plugins/external.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerAccessLog } from './plugins/access-log.ts';
import { createStorages, storageCleanupJob, type Storages } from './modules/storage/index.ts';
import { apiRoutes } from './routes/index.ts';
import { sendChatNotices } from './modules/conversation/index.ts';
import { sendHrDigests } from './modules/notifications/index.ts';
import { stopHeicConverter } from './modules/documents/index.ts';
import { crosscheckJob, stopOcr } from './modules/ocr/index.ts';
import { sealJob } from './modules/kit-seal/index.ts';
import { esocialPollJob } from './modules/esocial-transmit/index.ts';
import { seedDemoFiles } from './seed/demo-files.ts';

/**
 * Fastify's own hop count trusts nothing (it cannot tell a proxy from a client that reaches the
 * app directly), so a count is given as the function proxy-addr calls per hop, nearest first
 * (i = 0 is the socket peer): the n nearest hops are believed, the address before them is the
 * client's. Deployments that can name their proxies should list them instead (README, TRUST_PROXY).
 */
const trustProxyOption = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_addr: string, hop: number) => hop < trust : trust;

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  mailSender?: MailSender;
  /** Fastify logger options (default: loggerOptions at config.logLevel); false = no log */
  logger?: FastifyServerOptions['logger'];
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
    logger: opts.logger ?? loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_000_000,
    // Slow clients are cut (a body or headers trickled a byte at a time would hold a socket and
    // memory for ever). 60 s for the whole request: a 5 MB document from a phone on a 1 Mbit/s
    // link takes ~40 s, so 30 s would cut honest uploads. Node checks these every interval.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5000, Math.max(250, config.headersTimeoutMs / 4)),
    },
    // signed links carry their token in the path (GET /candidate/images/link/{token}, ~250 chars)
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.checkResponses));
  registerErrorHandling(app);
  // layer 1: external plugins (security headers, the OpenAPI document) before anything registers routes
  await registerExternalPlugins(app, config);

  // layer 2: the app's own services (context, storage, mail, jobs) and their shutdown
  const ctx: AppContext = {
    db: database.db,
    config,
    tokens: tokenSettings(config),
    heavyWork: createWorkLimiter(),
    sessions: createSessionCache(database, { answers: config.answerCache ?? true }),
  };
  app.decorate('ctx', ctx);

  const sender =
    opts.mailSender ??
    (config.smtpUrl ? await createSmtpSender(config.smtpUrl) : fileMailSender(config.dataDir, app.log));
  const storages = opts.storages ?? createStorages(config);
  app.decorate('storages', storages);
  // demo documents need the storage, so they are made here rather than with the demo rows
  if (config.seedDemo)
    await database
      .underSetupLock((db) => seedDemoFiles(db, storages))
      .catch((err: unknown) => app.log.warn({ err }, 'arquivos de demonstração não criados'));
  const jobs = createJobRunner(
    [
      { name: 'mail', everyMs: 5000, run: () => deliverDueMail(database.db, sender, config.mailFrom) },
      { name: 'storage-cleanup', everyMs: 5 * 60_000, run: storageCleanupJob(database.db, storages) },
      // decisions 048, 049: unread-message notices, and HR digests once a Brasília day is over
      { name: 'chat-notice', everyMs: 60_000, run: () => sendChatNotices(database.db, config.appUrl) },
      // decision 038: the DPO's grouped notice of new requests of the data subject
      { name: 'privacy-notice', everyMs: 60_000, run: () => sendPrivacyNotices(database.db, config.appUrl) },
      { name: 'hr-digest', everyMs: 15 * 60_000, run: () => sendHrDigests(database.db, config.appUrl) },
      // decision 039: cancelled (and, when the client chose so, finalized) candidates past retention
      { name: 'retention', everyMs: 60 * 60_000, run: () => runRetention(database.db, storages) },
      // decision 057: OCR of newly sent documents for the cross-check, off the request path
      { name: 'crosscheck', everyMs: 5000, run: crosscheckJob(database.db, storages) },
      // decision 071: the signed kit's documents sealed (PAdES), asked for by the last signature
      sealJob({ db: database.db, config }, storages, { log: app.log }),
      // decision 077: the eSocial batches sent, queried until each event has its receipt or occurrences
      esocialPollJob({ db: database.db, config }, { log: app.log }),
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
    ctx.sessions.close();
    await jobs.stop();
    await stopHeicConverter();
    await stopOcr();
    await database.close();
  });

  // layer 3: under /api, the request infrastructure (input guard, auth and tenant, refresh
  // cookie), then the routes
  await app.register(
    async (api) => {
      // JSON answers get fixed security headers from one cheap hook; helmet's per-request
      // work (CSP and the rest) is for the HTML and files of the SPA
      api.addHook('onRoute', (route) => {
        // what @fastify/helmet's own onRoute hook makes of `helmet: false` (it ran before this one)
        route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
      });
      api.get('/docs', { config: { auth: 'public' }, schema: { hide: true } }, () => app.swagger());
      registerInputGuard(api);
      await api.register(authPlugin, { ctx });
      await api.register(refreshCookiePlugin, { ctx });
      // the access-log rows the routes declare (config.accessLog), one hook for all
      registerAccessLog(api, ctx);
      await api.register(apiRoutes, { ctx, storages });
    },
    { prefix: '/api' },
  );

  // layer 4: the SPA's files and its client-side routes
  await registerSpa(app);
  return app;
}
