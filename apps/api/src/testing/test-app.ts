/**
 * The real app on the demo database as the template holds it, with a real SMTP sink, for API
 * tests (`app.inject`) and browser tests (`listen`). The database is the test worker's own, put
 * back at the template's data for each app (decision 014); the app, its config, its data folder
 * and its SMTP sink are new for each.
 */
import { rm } from 'node:fs/promises';
import { encodeTenantHeader, type LogonAnswerWithRefresh, type TenantRef } from '@admissao/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accessLink, ACCESS_LINK_TTL_MINUTES, issueCode } from '../modules/auth/access-codes.ts';
import { findCandidateByLogin } from '../modules/auth/accounts.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { openPrivateTestDatabase, openTestDatabase } from './template-db.ts';
import { testConfig } from './test-config.ts';
import { noteTestApp, testLogStream } from './log-scan.ts';
import { loggerOptions } from '../lib/log-options.ts';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  smtp: SmtpSink;
  login(usuario: string, senha?: string): Promise<LogonAnswerWithRefresh>;
  /** Authorization (and X-Cliente when a client is given) headers */
  headers(token: string, tenant?: TenantRef): Record<string, string>;
  /** runs the mail delivery job now */
  deliverMail(): Promise<void>;
  /** a fresh access link for a candidate, as the registration e-mail would carry */
  issueCandidateLink(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** adds test-only routes before the app is ready */
  extend?: (app: FastifyInstance) => void,
  /** where the app logs (default: the run's log, when the global set-up names one) */
  log?: { write(line: string): void },
  /** 'private': a copy of its own, which the app's close() really closes (the worker's outlives it) */
  databaseKind: 'worker' | 'private' = 'worker',
): Promise<TestApp> {
  const smtp = await startSmtpSink();
  const database = await (databaseKind === 'private' ? openPrivateTestDatabase() : openTestDatabase());
  const config = testConfig({ smtpUrl: smtp.url, ...overrides });
  // the run's log is scanned for personal data and secrets at the end (testing/log-scan.ts)
  if (!log) noteTestApp();
  const runLog = log ? undefined : testLogStream();
  const logStream = log ?? runLog;
  const app = await buildApp({
    config,
    database,
    logger: logStream ? loggerOptions('info', logStream) : false,
    startJobs: false,
  });
  if (runLog) app.addHook('onClose', async () => runLog.close());
  extend?.(app);
  await app.ready();
  const t: TestApp = {
    app,
    db: database.db,
    config,
    smtp,
    async login(usuario, senha = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/logon',
        payload: { USUARIO: usuario, SENHA: senha },
      });
      if (res.statusCode !== 200) throw new Error(`login ${usuario} falhou: ${res.statusCode} ${res.body}`);
      return res.json<LogonAnswerWithRefresh>();
    },
    headers(token, tenant) {
      const h: Record<string, string> = { authorization: `Bearer ${token}` };
      if (tenant) h['x-cliente'] = encodeTenantHeader(tenant);
      return h;
    },
    deliverMail: () => app.jobs.runNow('mail'),
    async issueCandidateLink(email) {
      const cand = await findCandidateByLogin(database.db, email);
      if (!cand) throw new Error(`candidato ${email} não existe`);
      const code = await issueCode(
        database.db,
        'first_access',
        `c:${cand.codcandidato}`,
        ACCESS_LINK_TTL_MINUTES,
        config.secrets.JWT_SECRET,
      );
      return accessLink(config.appUrl, cand.email, code);
    },
    async close() {
      await app.close();
      await smtp.close();
      // the temp folder testConfig made for this app (a folder a test passed in is the test's)
      if (!overrides.dataDir) await rm(config.dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** Rows of the outbox, newest last (to check what was queued). */
export async function outbox(db: Db) {
  const res = await db.execute(
    sql`select to_address, subject, text_body, status, attempts from mail_outbox order by id`,
  );
  return (Array.isArray(res) ? res : (res as unknown as { rows: unknown[] }).rows) as {
    to_address: string;
    subject: string;
    text_body: string;
    status: string;
    attempts: number;
  }[];
}
