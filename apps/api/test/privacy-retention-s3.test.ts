/**
 * Retention deletes a candidate's files from every bucket (decision 039): the app writes to an
 * S3-compatible bucket (s3rver, a real S3 API server on 127.0.0.1) and still holds files of the
 * candidate from before the switch in the local folder (BUCKET L rows). After the period one
 * retention pass leaves none in either storage, a second pass changes nothing, and another
 * candidate's files in the bucket stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/lib/rows.ts';
import { runRetention } from '../src/modules/privacy/retention.ts';
import { newKey } from '../src/modules/storage/storage.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C042, setStatus } from './support/lifecycle-fixture.ts';
import { startS3Server } from './support/s3-server.ts';

let server: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let { cand, cand042, id, id042 } = {} as DemoCast;

type Stored = { bucket: string; storage_key: string };
const storedOf = async (codcandidato: number) =>
  rowsOf<Stored>(
    await t.db.execute(sql`select bucket, storage_key from document_file where codcandidato = ${codcandidato}
      union all select bucket, storage_key from temp_upload where owner = ${`c:${codcandidato}`}`),
  );
const exists = (f: Stored) => t.app.storages.of(f.bucket).exists(f.storage_key);
async function keysUnder(bucket: 'L' | 'S', prefix: string) {
  const keys: string[] = [];
  for await (const o of t.app.storages.of(bucket).list(prefix)) keys.push(o.key);
  return keys;
}

async function upload(token: string, codcandidato: number, codcli: string, tenant?: typeof C042) {
  const types = await docTypes(t, codcli);
  const doc = Object.values(types)[0]!;
  const body = multipartBody(await F.jpeg(), 'rg.jpg');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/candidate/documents/upload/image/${codcandidato}/${doc}/0`,
    headers: { ...t.headers(token, tenant), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return doc;
}

beforeAll(async () => {
  server = await startS3Server();
  t = await createTestApp({ storage: { bucket: 'S', s3: server.s3 } });
  ({ cand, cand042, id, id042 } = await signInDemoCast(t, 'cand', 'cand042'));
  // in the bucket: a page and a temporary upload of the candidate, a page of another candidate
  const doc = await upload(cand.token, id, '041');
  const temp = multipartBody(await F.jpeg(), 'foto.jpg');
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/temporary/upload',
    headers: { ...t.headers(cand.token), ...temp.headers },
    payload: temp.payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await upload(cand042.token, id042, '042', C042);
  // in the local folder, from before the client moved to the bucket: a page and a temporary upload
  const local = t.app.storages.of('L');
  const pageKey = newKey('docs', [9, '041', id, doc], 'jpg');
  await local.put(pageKey, await F.jpeg(), 'image/jpeg');
  await t.db.execute(sql`insert into document_file
      (codcandidato, codtipodoc, bucket, storage_key, kind, mime, size, created_by)
    values (${id}, ${doc}, 'L', ${pageKey}, 'image', 'image/jpeg', 100, ${`C:${id}`})`);
  const tempKey = newKey('temp', [9, '041'], 'jpg');
  await local.put(tempKey, await F.jpeg(), 'image/jpeg');
  await t.db.execute(sql`insert into temp_upload
      (token, codadm, codcli, bucket, storage_key, mime, size, file_name, owner, expires_at)
    values ('lgpd-local-temp', 9, '041', 'L', ${tempKey}, 'image/jpeg', 100, 'antiga.jpg', ${`c:${id}`},
      now() + interval '1 day')`);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe('retention with files in the local folder and in an S3 bucket', () => {
  it('deletes every file of a cancelled candidate past the period from both, once', async () => {
    const files = await storedOf(id);
    expect(files.map((f) => f.bucket).sort()).toEqual(['L', 'L', 'S', 'S']);
    for (const f of files) expect(await exists(f), f.storage_key).toBe(true);
    const others = await storedOf(id042);
    expect(others.map((f) => f.bucket)).toEqual(['S']);

    await setStatus(t, id, 9);
    await t.db.execute(sql`insert into candidate_log (codcandidato, codstatus, observacoes, datlog)
      values (${id}, 9, 'Cancelado', now() - interval '200 days')`);
    expect(await runRetention(t.db, t.app.storages)).toEqual({ candidates: 1, files: 4 });

    for (const f of files) expect(await exists(f), f.storage_key).toBe(false);
    expect(await keysUnder('S', `docs/9/041/${id}/`)).toEqual([]);
    expect(await keysUnder('L', `docs/9/041/${id}/`)).toEqual([]);
    expect(await storedOf(id)).toEqual([]);
    // another candidate's file in the bucket is untouched
    for (const f of others) expect(await exists(f)).toBe(true);

    // idempotent: a second pass finds nothing and deletes nothing
    expect(await runRetention(t.db, t.app.storages)).toEqual({ candidates: 0, files: 0 });
    for (const f of others) expect(await exists(f)).toBe(true);
  });
});
