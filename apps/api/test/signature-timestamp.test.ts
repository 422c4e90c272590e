/**
 * The RFC 3161 client against the test TSA (openssl ts -reply behind http, decision 065): a token
 * when it answers; a typed TimestampUnavailable, within the client's timeout, when it hangs, answers
 * garbage, answers too much, cannot be reached or answers another request; and without a TSA the
 * seal carries no token and says so.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { readCms } from '../src/modules/signature/cms.ts';
import { sealedCms } from '../src/modules/signature/sealed-cms.ts';
import { sealPdf } from '../src/modules/signature/seal-pdf.ts';
import {
  checkResponse,
  timestampClient,
  TimestampUnavailable,
  type TimestampFault,
} from '../src/modules/signature/timestamp-client.ts';
import {
  samplePdf,
  startTestTsa,
  testSigner,
  type TestSigner,
  type TestTsa,
} from '../src/testing/test-tsa.ts';

const run = promisify(execFile);
let tsa: TestTsa;
let signer: TestSigner;
let dir: string;
const data = new TextEncoder().encode('valor da assinatura');

async function faultOf(promise: Promise<unknown>): Promise<TimestampFault> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TimestampUnavailable);
  return (err as TimestampUnavailable).fault;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'signature-tsa-'));
  [tsa, signer] = await Promise.all([startTestTsa(), testSigner()]);
});
afterAll(async () => {
  await tsa?.stop();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => tsa.setMode('ok'));

describe('timestampClient', () => {
  it('answers a token over the data, with the TSA time', async () => {
    const before = Date.now();
    const token = await timestampClient({ url: tsa.url }).stamp(data);
    expect(token.der.length).toBeGreaterThan(500);
    // genTime has whole seconds (accuracy secs:1)
    expect(token.genTime.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('gives up on a TSA that hangs within its timeout', async () => {
    tsa.setMode('hang');
    const started = Date.now();
    expect(await faultOf(timestampClient({ url: tsa.url, timeoutMs: 300 }).stamp(data))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an answer that is no TimeStampResp', async () => {
    tsa.setMode('garbage');
    expect(await faultOf(timestampClient({ url: tsa.url }).stamp(data))).toBe('malformed');
  });

  it('stops reading an answer larger than its limit', async () => {
    expect(await faultOf(timestampClient({ url: tsa.url, maxBytes: 200 }).stamp(data))).toBe('too-large');
  });

  it('says unreachable when nothing listens', async () => {
    // a port that was free a moment ago
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    expect(await faultOf(timestampClient({ url: `http://127.0.0.1:${port}/` }).stamp(data))).toBe(
      'unreachable',
    );
  });

  it('refuses a token for other data or without our nonce', async () => {
    writeFileSync(join(dir, 'data.bin'), data);
    await run('openssl', [
      'ts',
      '-query',
      '-data',
      join(dir, 'data.bin'),
      '-sha256',
      '-cert',
      '-no_nonce',
      '-out',
      join(dir, 'q.tsq'),
    ]);
    const reply = await fetch(tsa.url, { method: 'POST', body: readFileSync(join(dir, 'q.tsq')) });
    const body = new Uint8Array(await reply.arrayBuffer());
    const nonce = Uint8Array.of(0x12, 0x34);
    expect(await faultOf(checkResponse(body, new TextEncoder().encode('outro'), nonce))).toBe('mismatch');
    expect(await faultOf(checkResponse(body, data, nonce))).toBe('mismatch');
  });
});

describe('sealPdf and the TSA', () => {
  const options = { reason: 'Assinatura', location: 'Brasil', name: 'Cliente Teste Ltda' };

  it('without a TSA: no token in the CMS, and timestamp null', async () => {
    const { pdf, timestamp } = await sealPdf(await samplePdf(1), { ...options, signer });
    expect(timestamp).toBeNull();
    const cms = readCms(sealedCms(pdf));
    expect(cms.timestampToken).toBeNull();
  });

  it('with a TSA down: no seal (the caller retries later), never a seal without the token', async () => {
    tsa.setMode('hang');
    const tsaClient = timestampClient({ url: tsa.url, timeoutMs: 300 });
    expect(await faultOf(sealPdf(await samplePdf(1), { ...options, signer, tsa: tsaClient }))).toBe(
      'timeout',
    );
  });
});

describe('TSA_URL', () => {
  it('is optional, and a value that is no URL stops start-up naming it', () => {
    const env = { DATA_DIR: join(dir, 'data') };
    expect(loadConfig(env).tsaUrl).toBeUndefined();
    expect(loadConfig({ ...env, TSA_URL: 'https://tsa.exemplo.com.br/tsr' }).tsaUrl).toBe(
      'https://tsa.exemplo.com.br/tsr',
    );
    expect(() => loadConfig({ ...env, TSA_URL: 'tsa.exemplo' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, TSA_URL: 'tsa.exemplo' })).toThrow(/TSA_URL/);
  });
});
