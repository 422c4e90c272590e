/**
 * A child process of the rig (S3 server, haproxy, an API process) whose output goes to a log file
 * and whose every exit is recorded, with whether the test asked for it: "no process exited unless
 * the test killed it" is checked from these records. Every child started is remembered, so the
 * rig's teardown — and, as a last resort, this process's own exit — kills what is still running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { now, tailOf } from './util.ts';

export interface ExitRecord {
  at: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** the test sent the signal that ended it */
  expected: boolean;
}

const living = new Set<ChildProcess>();
// the vitest worker may end without running afterAll (a crash, a timeout): take the children along
process.once('exit', () => {
  for (const c of living) {
    try {
      if (c.signalCode === null && c.exitCode === null) {
        c.kill('SIGCONT');
        c.kill('SIGKILL');
      }
    } catch {
      // already gone
    }
  }
});

export class ManagedChild {
  process: ChildProcess | undefined;
  readonly exits: ExitRecord[] = [];
  private expecting = false;
  /** where the current process's output starts in the log file */
  private logStart = 0;
  /** resolves when the current process ends */
  exited: Promise<ExitRecord> = Promise.resolve({ at: 0, code: 0, signal: null, expected: true });

  constructor(
    readonly name: string,
    readonly logFile: string,
  ) {}

  get pid(): number | undefined {
    return this.process?.pid;
  }

  get running(): boolean {
    return !!this.process && this.process.exitCode === null && this.process.signalCode === null;
  }

  /** starts (again); the log file is appended to, with a line marking each start */
  start(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ChildProcess {
    if (this.running) throw new Error(`${this.name} is already running`);
    appendFileSync(this.logFile, `\n===== [rig ${now()} ms] start ${this.name}: ${cmd} ${args.join(' ')}\n`);
    this.logStart = statSync(this.logFile).size;
    // the file itself is the child's stdout and stderr: nothing is lost while this process is busy
    // (haproxy drops log lines its stdout cannot take at once) and nothing passes through it
    const fd = openSync(this.logFile, 'a');
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    this.process = child;
    this.expecting = false;
    living.add(child);
    this.exited = once(child, 'exit').then(([code, signal]) => {
      living.delete(child);
      const rec: ExitRecord = {
        at: now(),
        code: code as number | null,
        signal: signal as NodeJS.Signals | null,
        expected: this.expecting,
      };
      this.exits.push(rec);
      appendFileSync(
        this.logFile,
        `\n===== [rig ${rec.at} ms] ${this.name} exited code=${rec.code} signal=${rec.signal}` +
          `${rec.expected ? ' (asked by the test)' : ' (NOT asked by the test)'}\n`,
      );
      return rec;
    });
    return child;
  }

  /** sends a signal; SIGKILL/SIGTERM mark the exit as asked for. Answers when sent. */
  signal(sig: NodeJS.Signals): void {
    if (!this.running) return;
    if (sig === 'SIGKILL' || sig === 'SIGTERM' || sig === 'SIGINT') this.expecting = true;
    this.process!.kill(sig);
  }

  /** kills and waits for the exit (a stopped process is continued first, so SIGTERM is seen) */
  async kill(sig: NodeJS.Signals = 'SIGKILL', timeoutMs = 20_000): Promise<void> {
    if (!this.running) return;
    const exited = this.exited;
    this.signal('SIGCONT');
    this.signal(sig);
    const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), timeoutMs).unref());
    if ((await Promise.race([exited, timer])) === 'late') {
      this.signal('SIGKILL');
      await exited;
    }
  }

  /** exits the test did not ask for */
  unexpectedExits(): ExitRecord[] {
    return this.exits.filter((e) => !e.expected);
  }

  tail(bytes = 5000): string {
    return tailOf(this.logFile, bytes);
  }

  /** waits until `text` appears in what the current process printed */
  async waitForOutput(text: string, timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (readFileSync(this.logFile).subarray(this.logStart).toString('utf8').includes(text)) return;
      if (!this.running) throw new Error(`${this.name} exited before printing '${text}'\n${this.tail(2000)}`);
      if (Date.now() > until)
        throw new Error(`${this.name}: no '${text}' in ${timeoutMs} ms\n${this.tail(2000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
