/**
 * One API process: the real server (`node --import tsx apps/api/src/server.ts`) with the rig's
 * environment — PostgreSQL through its own TCP proxy, the S3 bucket, the SMTP sink, short timeouts
 * so a fault shows within seconds. Its stdout/stderr go to a log file (appended across restarts);
 * its exits are recorded (child.ts) so the test can tell a crash from a kill it asked for.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ManagedChild } from './child.ts';
import { GiveUp, REPO_ROOT, waitFor } from './util.ts';

/** The rig's timeouts (seconds), given to every process; the test's time bounds derive from them. */
export const TIMEOUTS = {
  DATABASE_POOL_SIZE: 5,
  DATABASE_CONNECT_TIMEOUT_SECONDS: 2,
  DATABASE_STATEMENT_TIMEOUT_SECONDS: 3,
  DATABASE_QUERY_TIMEOUT_SECONDS: 4,
  S3_CONNECT_TIMEOUT_SECONDS: 1,
  S3_REQUEST_TIMEOUT_SECONDS: 3,
} as const;

/** slack on a 2-core machine running 3-4 API processes, PostgreSQL, haproxy and the load */
export const MARGIN_MS = 3000;
/** the longest a call may take while PostgreSQL is away: a connection attempt, then a query */
export const DB_BOUND_MS =
  (TIMEOUTS.DATABASE_CONNECT_TIMEOUT_SECONDS + TIMEOUTS.DATABASE_QUERY_TIMEOUT_SECONDS) * 1000 + MARGIN_MS;
/** the same for the storage: a connection attempt, then a request */
export const S3_BOUND_MS =
  (TIMEOUTS.S3_CONNECT_TIMEOUT_SECONDS + TIMEOUTS.S3_REQUEST_TIMEOUT_SECONDS) * 1000 + MARGIN_MS;
/** the storage frozen: the connection is made (the kernel accepts it), the request never answered */
export const FROZEN_BOUND_MS = TIMEOUTS.S3_REQUEST_TIMEOUT_SECONDS * 1000 + MARGIN_MS;
/** a call of a partitioned process: the query timeout */
export const PARTITION_BOUND_MS = TIMEOUTS.DATABASE_QUERY_TIMEOUT_SECONDS * 1000 + MARGIN_MS;

export interface SharedEnv {
  jwtSecret: string;
  partnerSecret: string;
  /** the secret store's key (decision 068): the same in every process */
  secretsKey: string;
  s3Endpoint: string;
  smtpUrl: string;
  appUrl: string;
}

export interface HealthAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

export class ApiProcess {
  readonly child: ManagedChild;
  readonly dataDir: string;

  constructor(
    readonly name: string,
    readonly port: number,
    /** postgres://… this process uses (through its proxy, or direct) */
    public databaseUrl: string,
    readonly shared: SharedEnv,
    baseDir: string,
  ) {
    this.dataDir = join(baseDir, `data-${name}`);
    mkdirSync(this.dataDir, { recursive: true });
    this.child = new ManagedChild(name, join(baseDir, `${name}.log`));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  env(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      TZ: process.env.TZ ?? 'America/Sao_Paulo',
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATABASE_URL: this.databaseUrl,
      JWT_SECRET: this.shared.jwtSecret,
      PARTNER_SECRET: this.shared.partnerSecret,
      SECRETS_KEY: this.shared.secretsKey,
      SEED_DEMO: 'true',
      STORAGE_BUCKET: 'S',
      S3_ENDPOINT: this.shared.s3Endpoint,
      S3_BUCKET: 'admissao',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: this.shared.smtpUrl,
      APP_URL: this.shared.appUrl,
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'warn',
      ...Object.fromEntries(Object.entries(TIMEOUTS).map(([k, v]) => [k, String(v)])),
    };
  }

  start(): void {
    this.child.start(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: this.env(),
    });
  }

  /** the crash (SIGKILL) or a stop (SIGTERM), waiting for the exit */
  kill(sig: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    return this.child.kill(sig);
  }

  async health(which: 'live' | 'ready', timeoutMs = 5000): Promise<HealthAnswer | undefined> {
    try {
      const res = await fetch(`${this.url}/api/health/${which}`, { signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text for the failure message
      }
      return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
    } catch {
      return undefined;
    }
  }

  /** live answers 200 (the process runs and listens); throws if it exited meanwhile */
  waitLive(timeoutMs = 60_000): Promise<HealthAnswer> {
    return waitFor(
      `${this.name} /api/health/live 200`,
      async () => {
        if (!this.child.running) throw new GiveUp(`${this.name} is not running\n${this.child.tail(3000)}`);
        const h = await this.health('live');
        return h?.status === 200 ? h : undefined;
      },
      { timeoutMs, intervalMs: 200 },
    );
  }

  waitReady(timeoutMs = 60_000): Promise<HealthAnswer> {
    return waitFor(
      `${this.name} /api/health/ready 200`,
      async () => {
        if (!this.child.running) throw new GiveUp(`${this.name} is not running\n${this.child.tail(3000)}`);
        const h = await this.health('ready');
        return h?.status === 200 ? h : undefined;
      },
      { timeoutMs, intervalMs: 250 },
    );
  }
}
