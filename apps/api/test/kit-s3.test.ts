/**
 * Kit files in an S3-compatible bucket (issue 33 §5, migration 0034, decision 074): with the app
 * writing to s3rver (a real S3 API server on 127.0.0.1), a kit sent by the route is stored there
 * (original_bucket S), read back by the staff and candidate PDF routes, and sealed by the job from
 * there (signed_bucket S); a kit whose originals were written to the local folder before the switch
 * (original_bucket L) is still read and sealed. With the storage down: the send and the PDF routes
 * answer 503 with Retry-After and the pt-BR message, never 500, and the refused send leaves no kit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { sha256Hex } from '../src/modules/signature/index.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, countOf, finalized, kitRows } from './support/kit-flow-fixture.ts';
import { documentsOf, kitInSealing, kitStatus } from './support/kit-seal-fixture.ts';
import { startS3Server } from './support/s3-server.ts';

let server: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let { admin, cand, id } = {} as DemoCast;

beforeAll(async () => {
  server = await startS3Server();
  t = await createTestApp({
    storage: { bucket: 'S', s3: { ...server.s3, connectTimeoutMs: 500, requestTimeoutMs: 1500 } },
  });
  ({ admin, cand, id } = await signInDemoCast(t, 'admin', 'cand'));
  await finalized(t, id);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await server?.close().catch(() => undefined);
});

const staffGet = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(admin.token, C041) });
const send = () =>
  t.app.inject({ method: 'POST', url: `/api/candidate/${id}/kit`, headers: t.headers(admin.token, C041) });
const staffPdf = (docId: number) => staffGet(`/candidate/${id}/kit/documents/${docId}/pdf`);
const myPdf = (docId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/kit/documents/${docId}/pdf`,
    headers: t.headers(cand.token),
  });

type Files = { id: number; original_bucket: string; original_key: string; signed_bucket: string | null };
const filesOf = async (kitId: number) =>
  rowsOf<Files>(
    await t.db.execute(sql`select id, original_bucket, original_key, signed_bucket from kit_document
      where kit_id = ${kitId} order by ordem, id`),
  );
/** the signers signed, the kit handed to the job (what the flow's countersign leaves; decision 072) */
async function toSealing(kitId: number) {
  await t.db.execute(sql`update kit_signer set signed_at = now(), ip = '203.0.113.7', user_agent = 'Teste',
      code_channel = case when papel = 'EMPRESA' then 'sessao' else 'email' end
    where kit_id = ${kitId}`);
  await t.db.execute(sql`update signature_kit set status = 'SELANDO' where id = ${kitId}`);
  await t.db.execute(sql`update kit_document set seal_next_at = now() where kit_id = ${kitId}`);
}

const expectTryAgain = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(JSON.parse(res.body)).toMatchObject({ code: 'UNAVAILABLE', message: MSG.serviceUnavailable });
};

describe('kit files in S3', () => {
  let sentKit: number;

  it('a kit sent while the app writes to S3 is stored there and read back by both PDF routes', async () => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(201);
    sentKit = res.json().KIT.ID;
    const files = await filesOf(sentKit);
    // the seed's templates of 041
    expect(files.length).toBeGreaterThan(1);
    for (const f of files) {
      expect(f.original_bucket).toBe('S');
      expect(await t.app.storages.of('S').exists(f.original_key)).toBe(true);
      expect(await t.app.storages.of('L').exists(f.original_key)).toBe(false);
      for (const pdf of [await staffPdf(f.id), await myPdf(f.id)]) {
        expect(pdf.statusCode, pdf.body).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('the job seals it from S3 into S3; both routes serve the sealed file', async () => {
    await toSealing(sentKit);
    await t.app.jobs.runNow('kit-seal');
    expect((await kitStatus(t, sentKit)).status).toBe('ASSINADO');
    const docs = await documentsOf(t, sentKit);
    for (const [i, f] of (await filesOf(sentKit)).entries()) {
      expect(f.signed_bucket).toBe('S');
      expect(await t.app.storages.of('S').exists(docs[i]!.signed_key!)).toBe(true);
      expect(sha256Hex((await staffPdf(f.id)).rawPayload)).toBe(docs[i]!.signed_sha256);
      expect(sha256Hex((await myPdf(f.id)).rawPayload)).toBe(docs[i]!.signed_sha256);
    }
  });

  it('a kit written to the local folder (bucket L) before the switch is still read and sealed', async () => {
    const kit = await kitInSealing(t, C041, ['Contrato de trabalho'], false, 'L');
    const [doc] = kit.documents;
    expect((await filesOf(kit.kitId))[0]!.original_bucket).toBe('L');
    expect(await t.app.storages.of('S').exists(doc!.originalKey)).toBe(false);
    expect(sha256Hex((await staffPdf(doc!.id)).rawPayload)).toBe(doc!.originalSha256);
    expect(sha256Hex((await myPdf(doc!.id)).rawPayload)).toBe(doc!.originalSha256);

    await t.app.jobs.runNow('kit-seal');
    expect((await kitStatus(t, kit.kitId)).status).toBe('ASSINADO');
    const [sealed] = await documentsOf(t, kit.kitId);
    // the sealed file goes where new files go (S); the row says so, and the original stays in L
    expect((await filesOf(kit.kitId))[0]!.signed_bucket).toBe('S');
    expect(await t.app.storages.of('L').exists(doc!.originalKey)).toBe(true);
    expect(sha256Hex((await myPdf(doc!.id)).rawPayload)).toBe(sealed!.signed_sha256);
    expect(sha256Hex((await staffPdf(doc!.id)).rawPayload)).toBe(sealed!.signed_sha256);
  });

  it('with the storage down: send and PDF routes answer 503 with Retry-After; no kit row is left', async () => {
    const [current] = (await kitRows(t, id)).slice(-1);
    expect(current!.status).toBe('ASSINADO');
    const [sealedDoc] = await filesOf(current!.id);
    const kitsBefore = await countOf(t, sql`select count(*)::int as n from signature_kit`);
    const docsBefore = await countOf(t, sql`select count(*)::int as n from kit_document`);

    const port = Number(new URL(server.s3.endpoint!).port);
    await server.close({ keep: true });
    const started = Date.now();
    expectTryAgain(await send());
    expectTryAgain(await staffPdf(sealedDoc!.id));
    expectTryAgain(await myPdf(sealedDoc!.id));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await countOf(t, sql`select count(*)::int as n from signature_kit`)).toBe(kitsBefore);
    expect(await countOf(t, sql`select count(*)::int as n from kit_document`)).toBe(docsBefore);
    // the signed kit was not replaced by the send that failed
    expect((await kitRows(t, id)).slice(-1)[0]).toMatchObject({ id: current!.id, status: 'ASSINADO' });

    server = await startS3Server({ port, directory: server.directory });
    expect((await myPdf(sealedDoc!.id)).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().KIT.VERSAO).toBe(current!.versao + 1);
  });
});
