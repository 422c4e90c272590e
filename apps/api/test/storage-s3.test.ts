/**
 * S3-compatible storage (BUCKET 'S') against a local S3-compatible server (s3rver, in process, on
 * 127.0.0.1): the same storage contract as the local folder, then the whole upload → list → show →
 * download path of the app configured with STORAGE_BUCKET=S.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createS3Storage } from '../src/modules/storage/s3-storage.ts';
import type { Storage } from '../src/modules/storage/storage.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { storageContract } from './fixtures/storage-contract.ts';
import { startS3Server, type S3Config } from './support/s3-server.ts';
import { signInAs } from './support/demo-cast.ts';

let server: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;
let s3: S3Config;

beforeAll(async () => {
  server = await startS3Server();
  s3 = server.s3;
  storage = createS3Storage(s3);
});
afterAll(async () => {
  await server?.close();
});

storageContract('S3', () => storage);

describe('the app on S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ storage: { bucket: 'S', s3 } });
  });
  afterAll(() => t?.close());

  it('uploads, lists with BUCKET S, shows and downloads from the bucket', async () => {
    const cand = await signInAs(t, 'cand');
    const id = cand.candidate!.CODCANDIDATO;
    const rg = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
    const body = multipartBody(await F.jpeg(), 'rg.jpg');
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/documents/upload/image/${id}/${rg}/0`,
      headers: { ...t.headers(cand.token), ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const files = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/documents/images/${id}/${rg}`,
      headers: t.headers(cand.token),
    });
    expect(files.json()).toMatchObject({ BUCKET: 'S', ARQUIVOS: 1 });
    const img = files.json().IMAGES[0];
    const shown = await t.app.inject({ method: 'GET', url: img.url, headers: t.headers(cand.token) });
    expect(shown.statusCode).toBe(200);
    expect((await sharp(shown.rawPayload).metadata()).format).toBe('jpeg');
    const viaStorage = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/images/storage/9/041/${id}/${rg}/${img.file}`,
      headers: t.headers(cand.token),
    });
    expect(viaStorage.rawPayload.equals(shown.rawPayload)).toBe(true);
    let inBucket = 0;
    for await (const o of storage.list(`docs/9/041/${id}/`)) if (o.key.endsWith('.jpg')) inBucket++;
    expect(inBucket).toBe(1);
  });
});
