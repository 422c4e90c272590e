/**
 * Start-up and the secret store's key (decision 068): with DATABASE_URL and no SECRETS_KEY the real
 * server process stops before opening anything, naming the variable; with a key that is not the one
 * the stored secrets were sealed with, start-up stops naming it too, and nothing is served.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startApp } from '../src/startup.ts';
import { ensureInstallationCertificate } from '../src/modules/certificates/installation.ts';
import { keyRing } from '../src/lib/secrets.ts';
import { openPrivateTestDatabase } from '../src/testing/template-db.ts';
import { testConfig } from '../src/testing/test-config.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('SECRETS_KEY at start-up', () => {
  it('a server process with DATABASE_URL and no SECRETS_KEY stops, naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // never reached: the configuration is refused first
        DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nenhum',
        JWT_SECRET: 'j'.repeat(40),
        PARTNER_SECRET: 'p'.repeat(40),
        SECRETS_KEY: '',
        DATA_DIR: join(tmpdir(), `admissao-nokey-${randomBytes(4).toString('hex')}`),
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(err).toMatch(/com DATABASE_URL, defina SECRETS_KEY/);
  });

  it('a key other than the one the secrets were sealed with stops start-up, naming SECRETS_KEY', async () => {
    const database = await openPrivateTestDatabase();
    const sealedWith = keyRing(randomBytes(32));
    await ensureInstallationCertificate(database.db, sealedWith, 'http://admissao.test');
    const config = testConfig({ secretKeys: keyRing(randomBytes(32)) });
    // startApp closes the database when it refuses
    await expect(startApp({ config, database })).rejects.toThrow(/^SECRETS_KEY: os segredos gravados/);
  });
});
