/**
 * The file storage away (issue 29): an S3-compatible server that is down, then one that is frozen
 * (accepts connections, never answers). Uploads and document views answer 503 with Retry-After and
 * the pt-BR message — never 500 — within the configured S3 timeouts; readiness says the storage is
 * away while liveness stays up; once the server is back, the same calls work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { docTypes, uploadFile } from './fixtures/documents-helpers.ts';
import { startFrozenServer } from './support/frozen-server.ts';
import { startS3Server } from './support/s3-server.ts';
import { startTcpRelay } from './support/tcp-relay.ts';
import { signInAs } from './support/demo-cast.ts';

const expectTryAgain = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(JSON.parse(res.body)).toEqual({
    statusCode: 503,
    code: 'UNAVAILABLE',
    error: 'Service Unavailable',
    message: MSG.serviceUnavailable,
  });
};

describe('S3 down, then back', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  beforeAll(async () => {
    server = await startS3Server();
    t = await createTestApp({
      storage: { bucket: 'S', s3: { ...server.s3, connectTimeoutMs: 500, requestTimeoutMs: 1500 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close().catch(() => undefined);
  });

  it('answers 503 with Retry-After for an upload and a view while it is down, and serves again after', async () => {
    const cand = await signInAs(t, 'cand');
    const id = cand.candidate!.CODCANDIDATO;
    const rg = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
    const first = await uploadFile(t, cand.token, id, rg, await F.jpeg(), 'rg.jpg');
    expect(first.statusCode, first.body).toBe(200);
    const files = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/documents/images/${id}/${rg}`,
      headers: t.headers(cand.token),
    });
    const url = files.json<{ IMAGES: { url: string }[] }>().IMAGES[0]!.url;
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok', storage: 'ok' });

    const port = Number(new URL(server.s3.endpoint!).port);
    await server.close({ keep: true });
    const started = Date.now();
    expectTryAgain(await uploadFile(t, cand.token, id, rg, await F.jpeg(), 'rg2.jpg'));
    expectTryAgain(await t.app.inject({ method: 'GET', url, headers: t.headers(cand.token) }));
    expect(Date.now() - started).toBeLessThan(5000);
    const notReady = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['retry-after']).toBe('5');
    expect(notReady.json()).toMatchObject({ database: 'ok', storage: 'indisponível' });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);

    // the refused upload left no row: the candidate still has the one page
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/documents/images/${id}/${rg}`,
      headers: t.headers(cand.token),
    });
    expect(after.json()).toMatchObject({ ARQUIVOS: 1 });

    server = await startS3Server({ port, directory: server.directory });
    const shown = await t.app.inject({ method: 'GET', url, headers: t.headers(cand.token) });
    expect(shown.statusCode).toBe(200);
    const again = await uploadFile(t, cand.token, id, rg, await F.jpeg(), 'rg3.jpg');
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('S3 frozen', () => {
  let frozen: Awaited<ReturnType<typeof startFrozenServer>>;
  let t: TestApp;
  beforeAll(async () => {
    frozen = await startFrozenServer();
    t = await createTestApp({
      storage: {
        bucket: 'S',
        s3: {
          endpoint: frozen.url,
          region: 'us-east-1',
          bucket: 'admissao',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
          connectTimeoutMs: 500,
          requestTimeoutMs: 1000,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await frozen?.close();
  });

  it('an upload ends with 503 within the request timeout instead of hanging', async () => {
    const cand = await signInAs(t, 'cand');
    const id = cand.candidate!.CODCANDIDATO;
    const rg = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
    const started = Date.now();
    expectTryAgain(await uploadFile(t, cand.token, id, rg, await F.jpeg(), 'rg.jpg'));
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(4000);
  });

  it('readiness answers 503 within its budget', async () => {
    const started = Date.now();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'ok', storage: 'indisponível' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('S3 resetting a connection', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let relay: Awaited<ReturnType<typeof startTcpRelay>>;
  let t: TestApp;
  beforeAll(async () => {
    server = await startS3Server();
    const target = new URL(server.s3.endpoint!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port) });
    t = await createTestApp({
      storage: {
        bucket: 'S',
        s3: {
          ...server.s3,
          endpoint: `http://127.0.0.1:${relay.port}`,
          connectTimeoutMs: 500,
          requestTimeoutMs: 1500,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
    await server?.close();
  });

  it('a request on a connection reset (an idle keep-alive the server closed) is sent again, once, at once', async () => {
    const cand = await signInAs(t, 'cand');
    const id = cand.candidate!.CODCANDIDATO;
    const rg = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
    relay.resetNext(1);
    const up = await uploadFile(t, cand.token, id, rg, await F.jpeg(), 'rg.jpg');
    expect(up.statusCode, up.body).toBe(200);
    expect(relay.resets()).toBe(1);
    // two resets in a row are a storage that is away
    relay.resetNext(2);
    expectTryAgain(await uploadFile(t, cand.token, id, rg, await F.jpeg(), 'rg2.jpg'));
    expect(relay.resets()).toBe(3);
  });
});
