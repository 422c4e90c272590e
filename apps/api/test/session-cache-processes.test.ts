/**
 * Two API processes on one PostgreSQL database (decision 044): a session ended, or an account
 * changed, through process A is refused by process B on its very next call, although B answers
 * the account check from memory (it hears the change through LISTEN/NOTIFY).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { freePort } from './support/free-port.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const C041 = { CODADM: 9, CODCLI: '041' };

/** Process B: the real server (`apps/api/src/server.ts`) on A's database and secrets. */
async function startProcessB(t: TestApp): Promise<{ url: string; child: ChildProcess }> {
  const pool = (t.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: pool.options.connectionString,
      JWT_SECRET: t.config.secrets.JWT_SECRET,
      PARTNER_SECRET: t.config.secrets.PARTNER_SECRET,
      SECRETS_KEY: t.config.secretKeys.current.key.toString('base64'),
      DATA_DIR: join(tmpdir(), `admissao-b-${port}`),
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process B exited with ${child.exitCode}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    await res?.body?.cancel();
    if (res?.status === 200) return { url, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('process B did not start in 60 s');
}

describe.skipIf(!process.env.DATABASE_URL)('two processes on one PostgreSQL database', () => {
  let t: TestApp;
  let b: { url: string; child: ChildProcess };
  beforeAll(async () => {
    t = await createTestApp();
    b = await startProcessB(t);
  }, 90_000);
  afterAll(async () => {
    if (b?.child.exitCode === null) {
      b.child.kill('SIGTERM');
      await once(b.child, 'exit');
    }
    await t?.close();
  });

  const inB = async (token: string, path: string, method = 'GET', body?: object) => {
    const res = await fetch(`${b.url}/api${path}`, {
      method,
      headers: {
        ...t.headers(token, path === '/candidate/list' ? C041 : undefined),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const nameInB = async (token: string) => (await inB(token, '/user', 'POST', {})).body.NOMEUSUARIO;
  const inA = (token: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(token), payload });

  it('B answers from memory, and a change made through A is seen by B on its next call', async () => {
    const s = await signInAs(t, 'gestor');
    const before = await nameInB(s.token);
    expect(typeof before).toBe('string');
    // a change no trigger reports: B still answers what it holds, so it did not read the database
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update staff_user set nomeusuario = 'Nome Silencioso' where usuario = 'gestor'`);
    });
    expect(await nameInB(s.token)).toBe(before);
    await t.db.execute(sql`update staff_user set nomeusuario = 'Nome Novo' where usuario = 'gestor'`);
    expect(await nameInB(s.token)).toBe('Nome Novo');
  });

  it('logout in A: the same access token is 401 in B at once', async () => {
    const s = await signInAs(t, 'gestor');
    expect((await inB(s.token, '/candidate/list')).status).toBe(200);
    expect((await inA(s.token, 'POST', '/auth/logout', {})).statusCode).toBe(204);
    const after = await inB(s.token, '/candidate/list');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Sessão expirada. Entre novamente.');
  });

  it('a password change in A ends the older sessions in B at once', async () => {
    const old = await signInAs(t, 'gestor2');
    expect((await inB(old.token, '/user', 'POST', {})).status).toBe(200);
    const change = await inA(old.token, 'PATCH', '/user/password', {
      CODUSUARIO: old.user!.CODUSUARIO,
      SENHA: 'Nova#Senha7x',
      SENHA_ATUAL: DEMO_PASSWORD,
    });
    expect(change.statusCode).toBe(200);
    expect((await inB(old.token, '/user', 'POST', {})).status).toBe(401);
    expect((await inB(change.json<{ token: string }>().token, '/user', 'POST', {})).status).toBe(200);
  });

  it('refresh-token reuse detected in A ends the sign-in in B at once', async () => {
    const c = await signInAs(t, 'cand');
    expect((await inB(c.token, '/candidate/chat')).status).toBe(200);
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    const renewed = await refresh(c.refreshToken);
    expect(renewed.statusCode).toBe(200);
    // the successor used: the first token coming back now is a copy (decision 010)
    expect((await refresh(renewed.json<{ refreshToken: string }>().refreshToken)).statusCode).toBe(200);
    expect((await refresh(c.refreshToken)).statusCode).toBe(401);
    expect((await inB(c.token, '/candidate/chat')).status).toBe(401);
  });

  it('a user disabled in A is refused by B at once', async () => {
    const s = await signInAs(t, 'admin');
    expect((await inB(s.token, '/user', 'POST', {})).status).toBe(200);
    await t.db.execute(sql`update staff_user set ativo = false where usuario = 'admin'`);
    expect((await inB(s.token, '/user', 'POST', {})).status).toBe(401);
  });
});
