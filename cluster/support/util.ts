/**
 * Small helpers every part of the rig uses: where the repository is, free ports, waiting with a
 * deadline (every wait of the rig ends, and says what it waited for), the tail of a log file, and
 * running a command as the `postgres` user (initdb and postgres refuse to run as root).
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** a port nobody listens on now (the API tests' helper: the kernel picks it) */
export { freePort } from '../../apps/api/test/support/free-port.ts';
import { freePort } from '../../apps/api/test/support/free-port.ts';

/** `count` distinct free ports */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** thrown by a check of waitFor to stop waiting at once (the awaited thing cannot happen any more) */
export class GiveUp extends Error {}

/**
 * Polls `check` until it answers a value other than undefined/false; throws after `timeoutMs`
 * with `what` and the last error seen, so a failing wait says what it was waiting for.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 30_000, intervalMs = 200 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      if (err instanceof GiveUp) throw err;
      last = err;
    }
    if (Date.now() > until)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}` +
          (last ? ` (last error: ${last instanceof Error ? last.message : String(last)})` : ''),
      );
    await sleep(intervalMs);
  }
}

/** the last `bytes` of a file ('' when missing): what a failure prints of each log */
export function tailOf(file: string, bytes = 6000): string {
  if (!existsSync(file)) return '';
  const size = statSync(file).size;
  const start = Math.max(0, size - bytes);
  const buf = Buffer.alloc(size - start);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buf, 0, buf.length, start);
  } finally {
    closeSync(fd);
  }
  return buf.toString('utf8');
}

/** running as root: PostgreSQL's programs are run through `runuser -u postgres --` */
export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** runs a command to its end (bounded by timeoutMs) and answers its output */
export function run(cmd: string, args: string[], opts: SpawnOptions & { timeoutMs?: number } = {}) {
  return new Promise<Finished>((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${cmd} ${args.join(' ')} did not end in ${opts.timeoutMs} ms\n${stdout}${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** the same, as the postgres user when we are root; throws unless it exits 0 */
export async function runAsPostgres(cmd: string, args: string[], timeoutMs = 60_000): Promise<Finished> {
  const [c, a] = isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const done = await run(c, a, { timeoutMs, cwd: '/' });
  if (done.code !== 0)
    throw new Error(`${cmd} ${args.join(' ')} exited with ${done.code}:\n${done.stdout}\n${done.stderr}`);
  return done;
}

/** milliseconds since the rig's clock started (every record and window uses this clock) */
const T0 = Date.now();
export const now = () => Date.now() - T0;
