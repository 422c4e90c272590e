/**
 * The API as a child process (`node --import tsx apps/api/src/server.ts`), ready once
 * GET /api/health answers 200, stopped with SIGTERM.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { PROFILE_DIR, PROFILING } from './profile.ts';
import { HEALTH_TIMEOUT_MS, LOOPBACK } from './settings.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Variables of apps/api/src/config.ts that must come from the benchmark, not the caller's shell. */
const APP_VARIABLES = [
  'PORT',
  'HOST',
  'APP_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'SMTP_URL',
  'JWT_SECRET',
  'PARTNER_SECRET',
  'SECRETS_KEY',
  'SEED_DEMO',
  'LOG_LEVEL',
  'ACCESS_TOKEN_TTL_SECONDS',
  'REFRESH_TOKEN_TTL_DAYS',
  'TRUST_PROXY',
  'STORAGE_BUCKET',
  'ANSWER_CACHE',
  'DASHBOARD_CACHE_SECONDS',
];

export interface RunningServer {
  url: string;
  /** the server process, for its CPU time */
  pid: number | undefined;
  /** the server's own output (warn and above), last lines */
  output(): string[];
  stop(): Promise<void>;
}

/** `BENCH_PROF`: the server carries the profiler hook, started and stopped around a load (bench/profile.ts) */
const profileArgs = () => (PROFILING ? ['--import', './bench/support/profile-hook.ts'] : []);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** the API by default; the database floor (bench/db-floor-server.ts) with its own script and health path */
export async function startServer(
  env: Record<string, string>,
  { script = 'apps/api/src/server.ts', healthPath = '/api/health' } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_VARIABLES) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', ...profileArgs(), script], {
    cwd: REPO_ROOT,
    env: {
      ...base,
      ...env,
      PORT: String(port),
      HOST: LOOPBACK,
      LOG_LEVEL: 'warn',
      ...(PROFILE_DIR ? { BENCH_PROF_DIR: PROFILE_DIR } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');

  const server: RunningServer = {
    url: `http://${LOOPBACK}:${port}`,
    pid: child.pid,
    output: () => [...lines],
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode}:\n${lines.join('\n')}`);
    }
    const res = await fetch(`${server.url}${healthPath}`, { signal: AbortSignal.timeout(2000) }).catch(
      () => null,
    );
    await res?.body?.cancel();
    if (res?.status === 200) return server;
    await sleep(250);
  }
  await server.stop();
  throw new Error(
    `GET ${healthPath} did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`,
  );
}
