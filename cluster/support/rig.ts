/**
 * The whole rig in one temp folder: PostgreSQL, the S3 server, the SMTP sink, one TCP proxy per
 * API process (its cable to PostgreSQL), haproxy, and three API processes behind it. Ports are
 * chosen free at random, once: a process killed and started again comes back at the same address,
 * as a restarted service does. `destroy()` ends everything whatever state the run left it in.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogonAnswerWithRefresh } from '@admissao/domain';
import { ApiProcess, type SharedEnv } from './api-process.ts';
import { Haproxy } from './haproxy.ts';
import { call, describe, freshClientAddress } from './http.ts';
import { PostgresCluster } from './postgres-cluster.ts';
import { S3Process } from './s3-process.ts';
import { SmtpSink } from './smtp-sink.ts';
import { TcpProxy } from './tcp-proxy.ts';
import { freePorts } from './util.ts';

export const API_NAMES = ['api1', 'api2', 'api3'] as const;
export const DEMO_PASSWORD = 'Demo@Admissao9';

export class Rig {
  readonly base: string;
  pg!: PostgresCluster;
  s3!: S3Process;
  readonly smtp = new SmtpSink();
  readonly proxies = new Map<string, TcpProxy>();
  readonly apis: ApiProcess[] = [];
  /** processes started beside the three (not behind haproxy) */
  readonly extras: ApiProcess[] = [];
  lb!: Haproxy;
  shared!: SharedEnv;
  private spare: number[] = [];

  constructor() {
    this.base = mkdtempSync(join(tmpdir(), 'admissao-cluster-'));
    // mkdtemp makes it 0700: the postgres user must be able to reach its data folder inside
    chmodSync(this.base, 0o755);
  }

  /** everything but the API processes: they are started by the test (the first fault) */
  async prepare(): Promise<void> {
    const [pgPort, s3Port, lbPort, ...apiPorts] = await freePorts(4 + API_NAMES.length + 2);
    this.spare = apiPorts.splice(API_NAMES.length);
    mkdirSync(join(this.base, 'pg'));
    this.pg = new PostgresCluster(join(this.base, 'pg'), pgPort!);
    await this.pg.init();
    await this.pg.start();
    await this.pg.query('create database admissao', [], 'postgres');

    mkdirSync(join(this.base, 's3'));
    this.s3 = new S3Process(s3Port!, join(this.base, 's3'), this.base);
    await this.s3.start();
    await this.smtp.listen();

    const secret = () => randomBytes(30).toString('base64url');
    this.shared = {
      jwtSecret: secret(),
      partnerSecret: secret(),
      secretsKey: randomBytes(32).toString('base64'),
      s3Endpoint: this.s3.endpoint,
      smtpUrl: this.smtp.url,
      appUrl: `http://127.0.0.1:${lbPort}`,
    };
    for (const [i, name] of API_NAMES.entries()) {
      const proxy = new TcpProxy(name, pgPort!);
      await proxy.listen();
      this.proxies.set(name, proxy);
      this.apis.push(
        new ApiProcess(name, apiPorts[i]!, this.pg.url('admissao', proxy.port), this.shared, this.base),
      );
    }
    this.lb = new Haproxy(
      lbPort!,
      this.apis.map((a) => ({ name: a.name, port: a.port })),
      this.base,
    );
    await this.lb.start();
  }

  api(name: string): ApiProcess {
    const a = [...this.apis, ...this.extras].find((x) => x.name === name);
    if (!a) throw new Error(`no process ${name}`);
    return a;
  }

  /** a process beside the three, straight to PostgreSQL (not behind haproxy) */
  extraApi(name: string): ApiProcess {
    const port = this.spare.shift();
    if (!port) throw new Error('no spare port left');
    const a = new ApiProcess(name, port, this.pg.url('admissao'), this.shared, this.base);
    this.extras.push(a);
    return a;
  }

  /** signs in through haproxy (or a process), from an address of its own (limits count per address) */
  async signIn(login: string, base = this.lb.url): Promise<LogonAnswerWithRefresh> {
    const r = await call(base, '/api/auth/logon', {
      json: { USUARIO: login, SENHA: DEMO_PASSWORD },
      clientAddress: freshClientAddress(),
    });
    if (r.status !== 200) throw new Error(`sign-in of ${login} failed: ${describe(r)}`);
    return r.json as LogonAnswerWithRefresh;
  }

  /**
   * Undoes whatever fault a failed test left behind (each test ends with it), so one failure does
   * not fail every test after it: PostgreSQL and the S3 server running, no cable cut, the three
   * processes running (a crashed one is started again — its exit stays recorded) and ready.
   */
  async restore(): Promise<void> {
    this.smtp.replyDelayMs = 0;
    for (const p of this.proxies.values()) if (p.frozen) p.thaw();
    if (this.s3.frozen) this.s3.thaw();
    if (!this.s3.child.running) await this.s3.start();
    if (!this.pg.running) await this.pg.start();
    for (const a of this.extras) await a.kill('SIGTERM');
    for (const a of this.apis) if (!a.child.running) a.start();
    await Promise.all(this.apis.map((a) => a.waitReady(60_000)));
  }

  /** exits of the three (and extras) the test did not ask for */
  unexpectedExits(): string[] {
    return [...this.apis, ...this.extras].flatMap((a) =>
      a.child
        .unexpectedExits()
        .map(
          (e) =>
            `${a.name} exited at ${e.at} ms (code ${e.code}, signal ${e.signal}) — the test did not kill it`,
        ),
    );
  }

  /** what a failure prints: the tail of every log */
  context(): string {
    const parts = [
      ...[...this.apis, ...this.extras].map((a) => [`${a.name} (${a.url}) log`, a.child.tail(3500)] as const),
      ['haproxy log', this.lb?.child.tail(3000) ?? ''] as const,
      ['postgres log', this.pg?.logTail(2500) ?? ''] as const,
      ['s3rver log', this.s3?.child.tail(1000) ?? ''] as const,
    ];
    return parts.map(([title, text]) => `----- ${title} -----\n${text.trim() || '(empty)'}`).join('\n');
  }

  async destroy(keep: boolean): Promise<void> {
    await Promise.all(
      [...this.apis, ...this.extras].map((a) => a.child.kill('SIGKILL').catch(() => undefined)),
    );
    await this.lb?.destroy();
    await this.s3?.destroy();
    for (const p of this.proxies.values()) await p.close().catch(() => undefined);
    await this.smtp.close().catch(() => undefined);
    await this.pg?.destroy();
    if (keep) console.log(`cluster rig: logs and data kept in ${this.base}`);
    else rmSync(this.base, { recursive: true, force: true });
  }
}
