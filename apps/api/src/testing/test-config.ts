import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { keyRing } from '../lib/secrets.ts';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    appUrl: 'http://admissao.test',
    // uploaded files of this app (created on first upload)
    dataDir: join(tmpdir(), `admissao-test-${randomBytes(6).toString('hex')}`),
    databaseUrl: process.env.DATABASE_URL,
    smtpUrl: undefined,
    mailFrom: 'Admissão <nao-responda@admissao.test>',
    secrets: { JWT_SECRET: 'j'.repeat(40), PARTNER_SECRET: 'p'.repeat(40) },
    secretKeys: keyRing(Buffer.alloc(32, 7)),
    seedDemo: false,
    logLevel: 'silent',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 14,
    trustProxy: false,
    requestTimeoutMs: 60_000,
    headersTimeoutMs: 10_000,
    cepServiceUrl: 'http://127.0.0.1:9',
    version: '0.1.0-test',
    checkResponses: true,
    ...overrides,
  };
}
