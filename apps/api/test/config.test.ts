import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../src/config.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'admissao-config-'));

describe('configuration at start-up', () => {
  it('uses the defaults of the embedded mode', () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.headersTimeoutMs).toBe(10_000);
    expect(c.requestTimeoutMs).toBe(60_000);
    expect(c.answerCache).toBe(true);
    expect(c.dashboardCacheMs).toBe(60_000);
  });

  it('ANSWER_CACHE=off holds no answer, the dashboard included (the cold-read bench, issue 35 §1)', () => {
    const c = loadConfig({ DATA_DIR: tempDir(), ANSWER_CACHE: 'off', DASHBOARD_CACHE_SECONDS: '120' });
    expect(c.answerCache).toBe(false);
    expect(c.dashboardCacheMs).toBe(0);
  });

  it('generates the secrets once and keeps them under DATA_DIR across restarts', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.secrets.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.secrets).toEqual(first.secrets);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).JWT_SECRET).toBe(
      first.secrets.JWT_SECRET,
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ APP_URL: 'localhost' }, 'APP_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, 'REQUEST_TIMEOUT_SECONDS'],
    [{ HEADERS_TIMEOUT_SECONDS: 'x' }, 'HEADERS_TIMEOUT_SECONDS'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ ANSWER_CACHE: 'false' }, 'ANSWER_CACHE'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('requires the secrets when DATABASE_URL is set', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://h/db' })).toThrow(/JWT_SECRET e PARTNER_SECRET/);
    const c = loadConfig({
      DATABASE_URL: 'postgres://h/db',
      JWT_SECRET: 'x'.repeat(40),
      PARTNER_SECRET: 'y'.repeat(40),
      SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
    });
    expect(c.seedDemo).toBe(false);
  });

  it('requires SECRETS_KEY with DATABASE_URL, and generates it under DATA_DIR without (decision 068)', () => {
    const server = {
      DATABASE_URL: 'postgres://h/db',
      JWT_SECRET: 'x'.repeat(40),
      PARTNER_SECRET: 'y'.repeat(40),
    };
    expect(() => loadConfig(server)).toThrow(/defina SECRETS_KEY/);
    expect(() => loadConfig({ ...server, SECRETS_KEY: 'curta' })).toThrow(/SECRETS_KEY: deve ter 32 bytes/);
    expect(() =>
      loadConfig({ ...server, SECRETS_KEY: Buffer.alloc(32).toString('base64'), SECRETS_KEY_OLD: 'x' }),
    ).toThrow(/SECRETS_KEY_OLD: deve ter 32 bytes/);
    const key = Buffer.alloc(32, 2);
    const old = Buffer.alloc(32, 3);
    const c = loadConfig({
      ...server,
      SECRETS_KEY: key.toString('base64'),
      SECRETS_KEY_OLD: old.toString('base64'),
    });
    expect(c.secretKeys.current.key).toEqual(key);
    expect(c.secretKeys.byId.size).toBe(2);

    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(loadConfig({ DATA_DIR: dir }).secretKeys.current.id).toBe(first.secretKeys.current.id);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).SECRETS_KEY).toBeTruthy();
  });

  it.each([
    ['false', false],
    ['', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1, ::1, fd00::/8', ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']],
    ['11', null],
    ['yes', null],
    ['10.0.0.0/33', null],
    ['10.0.0.1, nope', null],
  ])('TRUST_PROXY %j is read as %j (true trusts only the nearest hop, never everyone)', (raw, want) => {
    expect(parseTrustProxy(raw)).toEqual(want);
  });
});
