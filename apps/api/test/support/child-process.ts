/**
 * The API's own processes under test (the crash tests): a scratch place to run them on — a temp
 * DATA_DIR with PGlite, or a fresh PostgreSQL database when DATABASE_URL is set — and
 * `node --import tsx <script>` children started there and killed with a signal (SIGKILL: the crash).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../src/db/client.ts';

const REPO = fileURLToPath(new URL('../../../..', import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Child {
  process: ChildProcess;
  /** everything it printed to stdout, and the last 4,000 characters of stderr */
  stdout(): string;
  stderr(): string;
  exited: Promise<Exit>;
  /** sends the signal (when still running) and waits for the exit */
  kill(signal: NodeJS.Signals): Promise<Exit>;
}

export interface Scratch {
  dataDir: string;
  /** the scratch PostgreSQL database; undefined: PGlite under dataDir */
  databaseUrl: string | undefined;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  open(): Promise<Database>;
  /** `node --import tsx <script>` from the repository root on this scratch place */
  start(script: string, env?: Record<string, string>): Child;
}

export function scratch(name: string): Scratch {
  const dataDir = mkdtempSync(join(tmpdir(), `admissao-${name}-`));
  const pgUrl = process.env.DATABASE_URL;
  const dbName = `admissao_${name.replace(/\W/g, '_')}_${process.pid}`;
  const databaseUrl = pgUrl
    ? (() => {
        const u = new URL(pgUrl);
        u.pathname = `/${dbName}`;
        return u.toString();
      })()
    : undefined;
  async function adminSql(text: string) {
    const pg = await import('pg');
    const c = new pg.default.Client({ connectionString: pgUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  }
  return {
    dataDir,
    databaseUrl,
    async setUp() {
      if (!pgUrl) return;
      await adminSql(`drop database if exists ${dbName}`);
      await adminSql(`create database ${dbName}`);
    },
    async tearDown() {
      if (pgUrl) await adminSql(`drop database if exists ${dbName} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
    open: () => openDatabase({ databaseUrl, dataDir }),
    start(script, extra = {}) {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
      delete env.DATABASE_URL;
      delete env.STORAGE_BUCKET;
      if (databaseUrl)
        Object.assign(env, {
          DATABASE_URL: databaseUrl,
          JWT_SECRET: 'c'.repeat(40),
          PARTNER_SECRET: 'd'.repeat(40),
          SECRETS_KEY: Buffer.alloc(32, 4).toString('base64'),
        });
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: REPO,
        env: { ...env, ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return watch(child);
    },
  };
}

function watch(child: ChildProcess): Child {
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }) as Exit);
  return {
    process: child,
    stdout: () => out,
    stderr: () => err,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts the script and pulls the plug (SIGKILL) as soon as `when` holds — polled every 5 ms — or
 * answers how it ended on its own first.
 */
export async function spawnAndKill(
  place: Scratch,
  script: string,
  when: () => boolean | Promise<boolean>,
): Promise<Exit & { stderr: string }> {
  const child = place.start(script);
  const running = () => child.process.exitCode === null && child.process.signalCode === null;
  while (running() && !(await when())) await new Promise((r) => setTimeout(r, 5));
  const exit = await child.kill('SIGKILL');
  return { ...exit, stderr: child.stderr() };
}
