/**
 * A PostgreSQL server of the rig's own, made with Debian's binaries: initdb into the temp folder,
 * started on a random port with its unix socket inside the temp folder (never the machine's
 * /var/run/postgresql), stopped and restarted by the test with pg_ctl — `-m fast` (clients are told
 * and disconnected) and `-m immediate` (every backend killed at once, crash recovery at the next
 * start). As root, initdb and postgres refuse to run, so they run as the `postgres` user and the
 * data folder belongs to it.
 */
import { chmodSync, chownSync, mkdirSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { isRoot, runAsPostgres, tailOf } from './util.ts';

export const PG_BIN = process.env.CLUSTER_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type StopMode = 'fast' | 'immediate';

/** servers still running when this process ends (pg_ctl start leaves the postmaster on its own) */
const runningDataDirs = new Set<string>();
process.once('exit', () => {
  for (const dir of runningDataDirs) {
    const cmd = [`${PG_BIN}/pg_ctl`, '-D', dir, '-m', 'immediate', 'stop'];
    spawnSync(isRoot() ? 'runuser' : cmd[0]!, isRoot() ? ['-u', 'postgres', '--', ...cmd] : cmd.slice(1), {
      stdio: 'ignore',
      timeout: 10_000,
    });
  }
});

export class PostgresCluster {
  readonly dataDir: string;
  readonly socketDir: string;
  readonly logFile: string;
  running = false;

  constructor(
    readonly baseDir: string,
    readonly port: number,
  ) {
    this.dataDir = join(baseDir, 'data');
    this.socketDir = join(baseDir, 'socket');
    this.logFile = join(baseDir, 'postgres.log');
  }

  /** postgres://… of a database on this server, over TCP on 127.0.0.1 */
  url(database = 'postgres', port = this.port): string {
    return `postgres://postgres@127.0.0.1:${port}/${database}`;
  }

  async init(): Promise<void> {
    mkdirSync(this.socketDir, { recursive: true });
    if (isRoot()) {
      const pgUid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const pgGid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(this.baseDir, pgUid, pgGid);
      chownSync(this.socketDir, pgUid, pgGid);
    }
    chmodSync(this.baseDir, 0o755);
    await runAsPostgres(`${PG_BIN}/initdb`, [
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '-D',
      this.dataDir,
    ]);
  }

  /**
   * Server options: a small server (2 cores, a test) with enough connections for four processes'
   * pools, their listeners and the test. fsync off: a crash of the machine is not one of our faults,
   * and `-m immediate` kills processes, not the kernel, so WAL written to it survives and crash
   * recovery still runs. synchronous_commit stays ON: with it off, a commit already acknowledged
   * to the API is lost by `-m immediate` (an earlier version of this rig lost acknowledged uploads
   * that way, and the end-of-run check caught it).
   */
  private options(): string {
    return [
      `-p ${this.port}`,
      `-k ${this.socketDir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c max_connections=100',
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c shared_buffers=64MB',
    ].join(' ');
  }

  async start(): Promise<void> {
    await runAsPostgres(`${PG_BIN}/pg_ctl`, [
      '-D',
      this.dataDir,
      '-o',
      this.options(),
      '-l',
      this.logFile,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    this.running = true;
    runningDataDirs.add(this.dataDir);
  }

  async stop(mode: StopMode = 'fast'): Promise<void> {
    await runAsPostgres(`${PG_BIN}/pg_ctl`, ['-D', this.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    this.running = false;
  }

  /** `pg_ctl restart`: the same options as the last start (postmaster.opts) */
  async restart(mode: StopMode): Promise<void> {
    this.running = false;
    await runAsPostgres(`${PG_BIN}/pg_ctl`, [
      '-D',
      this.dataDir,
      '-m',
      mode,
      '-o',
      this.options(),
      '-l',
      this.logFile,
      '-w',
      '-t',
      '60',
      'restart',
    ]);
    this.running = true;
  }

  /** A client of the test's own (never through a proxy); the caller ends it. */
  async client(database = 'admissao', applicationName = 'cluster-test'): Promise<pg.Client> {
    const c = new pg.Client({
      connectionString: this.url(database),
      application_name: applicationName,
      connectionTimeoutMillis: 5000,
    });
    // an error of an idle client (a restart) must not end the test process
    c.on('error', () => undefined);
    await c.connect();
    return c;
  }

  /** one statement on a fresh connection: the rows */
  async query<R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values: unknown[] = [],
    database = 'admissao',
  ): Promise<R[]> {
    const c = await this.client(database);
    try {
      return (await c.query<R>(text, values)).rows;
    } finally {
      await c.end().catch(() => undefined);
    }
  }

  logTail(bytes = 4000): string {
    return tailOf(this.logFile, bytes);
  }

  /** afterAll: stop whatever state it is in; never throws */
  async destroy(): Promise<void> {
    await runAsPostgres(
      `${PG_BIN}/pg_ctl`,
      ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop'],
      30_000,
    ).catch(() => undefined);
    this.running = false;
    runningDataDirs.delete(this.dataDir);
  }
}
