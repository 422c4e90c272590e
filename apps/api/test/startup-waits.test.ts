/**
 * Start-up while the database cannot be reached (issue 29): the real server process waits instead
 * of exiting — on its port, liveness answers 200, readiness 503, any call 503 with Retry-After and
 * the pt-BR message — and once PostgreSQL can be reached (here: a TCP relay to the server opens on
 * the address the process was given) it migrates, starts and becomes ready.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './support/free-port.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@admissao/domain';
import { startTcpRelay, type TcpRelay } from './support/tcp-relay.ts';

const SERVER = process.env.DATABASE_URL;
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

async function admin(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

describe.skipIf(!SERVER)('a process started before its database', () => {
  const name = `admissao_wait_${randomBytes(5).toString('hex')}`;
  let child: ChildProcess | undefined;
  let relayServer: TcpRelay | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await relayServer?.close();
    await admin(SERVER!, `drop database if exists ${name} with (force)`);
  });

  it('waits on its port (live 200, ready 503, calls 503) and starts once PostgreSQL answers', async () => {
    await admin(SERVER!, `create database ${name}`);
    const [dbPort, port] = [await freePort(), await freePort()];
    const target = new URL(SERVER!);
    const url = new URL(SERVER!);
    url.host = `127.0.0.1:${dbPort}`;
    url.pathname = `/${name}`;
    let log = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
        JWT_SECRET: 'j'.repeat(40),
        PARTNER_SECRET: 'p'.repeat(40),
        SECRETS_KEY: Buffer.alloc(32, 6).toString('base64'),
        DATA_DIR: join(tmpdir(), `admissao-wait-${port}`),
        SEED_DEMO: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const base = `http://127.0.0.1:${port}`;
    const get = (path: string) =>
      fetch(`${base}${path}`).then(
        async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.json(),
        }),
        () => null,
      );

    let live = null;
    for (let i = 0; i < 120 && live?.status !== 200; i++) {
      expect(child.exitCode, log).toBeNull();
      live = await get('/api/health/live');
      if (live?.status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(live, log).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get('/api/health/ready')).toMatchObject({ status: 503, retryAfter: '5' });
    expect(await get('/api/candidate/data/status')).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { statusCode: 503, message: MSG.serviceUnavailable },
    });
    expect(log).toMatch(/Banco de dados indisponível \(ECONNREFUSED/);
    // still waiting a few seconds later: it did not give up
    await new Promise((r) => setTimeout(r, 2500));
    expect(child.exitCode, log).toBeNull();

    relayServer = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) }, dbPort);
    let ready = null;
    for (let i = 0; i < 240 && ready?.status !== 200; i++) {
      expect(child.exitCode, log).toBeNull();
      ready = await get('/api/health/ready');
      if (ready?.status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready, log).toMatchObject({ status: 200, body: { database: 'ok', storage: 'ok' } });
  }, 90_000);
});
