/**
 * Temporary upload (/temporario, spec 2 §2.3, §9) and editor images (spec 1 §7): formats by
 * content, 5 MB, a link valid 60 minutes, deletion by the storage-cleanup job, rate limit, roles.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { DOC_MSG, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { multipartBody } from './fixtures/documents-helpers.ts';
import { signInAs, signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let admin: LogonAnswer;
let gestor2: LogonAnswer;
const C041 = { CODADM: 9, CODCLI: '041' };

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, admin, gestor2 } = await signInDemoCast(t, 'cand', 'admin', 'gestor2'));
});
afterAll(() => t.close());

const send = (url: string, token: string | null, data: Buffer, name: string, tenant?: typeof C041) => {
  const body = multipartBody(data, name);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? t.headers(token, tenant) : {}), ...body.headers },
    payload: body.payload,
  });
};
const temp = (token: string | null, data: Buffer, name: string) =>
  send('/api/temporary/upload', token, data, name);
const tempRows = async () =>
  rowsOf<{ token: string; storage_key: string }>(
    await t.db.execute(sql`select token, storage_key from temp_upload`),
  );
const onDisk = (key: string) => existsSync(join(t.config.dataDir, 'files', ...key.split('/')));

describe('POST /temporary/upload', () => {
  it('takes a JPEG and answers a link valid for 60 minutes that opens only for the user who sent it', async () => {
    const before = Date.now();
    const res = await temp(cand.token, await F.jpeg(), 'extrato banco.jpg');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ NOME: 'extrato banco.jpg', message: DOC_MSG.tempSent });
    // the web page that opens the file with the session
    expect(body.LINK).toBe(`${t.config.appUrl}/temporario/${body.TOKEN}`);
    const expires = Date.parse(body.EXPIRA);
    expect(expires - before).toBeGreaterThan(59 * 60_000);
    expect(expires - before).toBeLessThanOrEqual(61 * 60_000);
    const open = (token: string | null, tenant?: typeof C041) =>
      t.app.inject({
        method: 'GET',
        url: `/api/temporary/${body.TOKEN}`,
        headers: token ? t.headers(token, tenant) : {},
      });
    // a leaked link opens nothing: no session 401, another user (any role) 404
    expect((await open(null)).statusCode).toBe(401);
    for (const [other, tenant] of [
      [admin, C041],
      [gestor2, undefined],
    ] as const) {
      const res = await open(other.token, tenant);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(DOC_MSG.tempExpired);
    }
    const again = await signInAs(t, 'cand'); // the same user in another sign-in
    expect((await open(again.token)).statusCode).toBe(200);
    const got = await open(cand.token);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(got.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('takes PNG and PDF (staff too); refuses HEIC, HTML, an empty file and more than 5 MB', async () => {
    expect((await temp(cand.token, await F.png(), 'a.png')).statusCode).toBe(201);
    expect((await send('/api/temporary/upload', admin.token, await F.pdf(1), 'a.pdf', C041)).statusCode).toBe(
      201,
    );
    const n = (await tempRows()).length;
    const heic = await temp(cand.token, F.heic(), 'a.heic');
    expect(heic.statusCode).toBe(415);
    expect(heic.json().message).toBe(DOC_MSG.tempFormatNotAllowed);
    expect((await temp(cand.token, F.html(), 'a.jpg')).statusCode).toBe(415);
    expect((await temp(cand.token, Buffer.alloc(0), 'a.jpg')).statusCode).toBe(400);
    const big = await temp(cand.token, Buffer.concat([await F.jpeg(), Buffer.alloc(5_000_000)]), 'a.jpg');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(DOC_MSG.tooLarge);
    expect((await tempRows()).length).toBe(n);
  });

  it('needs a signed-in user', async () => {
    expect((await temp(null, await F.png(), 'a.png')).statusCode).toBe(401);
  });

  it('after 60 minutes the link answers 404 and the job deletes the row and the file', async () => {
    const res = await temp(cand.token, await F.png(), 'velho.png');
    const { TOKEN } = res.json();
    const [row] = (await tempRows()).filter((r) => r.token === TOKEN);
    expect(onDisk(row!.storage_key)).toBe(true);
    await t.db.execute(
      sql`update temp_upload set expires_at = now() - interval '1 minute' where token = ${TOKEN}`,
    );
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/temporary/${TOKEN}`,
      headers: t.headers(cand.token),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(DOC_MSG.tempExpired);
    await t.app.jobs.runNow('storage-cleanup');
    expect((await tempRows()).some((r) => r.token === TOKEN)).toBe(false);
    expect(onDisk(row!.storage_key)).toBe(false);
    // the others are still valid
    expect((await tempRows()).length).toBeGreaterThan(0);
  });

  it('an unknown or malformed token answers 404 / 400', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers(cand.token) });
    expect((await get(`/api/temporary/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get('/api/temporary/..%2F..%2Fsecrets')).statusCode).toBe(400);
  });

  it('is rate limited per user (20 an hour)', async () => {
    await t.db
      .execute(sql`insert into rate_limit (key, hits, reset_at) values (${`temp-upload:c:${cand.candidate!.CODCANDIDATO}`}, 20, now() + interval '1 hour')
      on conflict (key) do update set hits = 20, reset_at = now() + interval '1 hour'`);
    const res = await temp(cand.token, await F.png(), 'a.png');
    expect(res.statusCode).toBe(429);
  });
});

describe('editor images', () => {
  const editor = (token: string, data: Buffer, name: string, module = 'doubts', tenant?: typeof C041) =>
    send(`/api/image/editor/upload/${module}`, token, data, name, tenant);

  it('staff upload an image; the viewer serves it publicly', async () => {
    const res = await editor(admin.token, await F.jpeg(), 'figura.jpg', 'doubts', C041);
    expect(res.statusCode).toBe(201);
    const { data, url } = res.json();
    expect(data).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`/api/image/editor/viewer/doubts/${data}`);
    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/image/editor/viewer/benefits/${data}` })).statusCode,
    ).toBe(404);
    expect((await editor(gestor2.token, F.heic(), 'b.heic', 'benefits')).statusCode).toBe(201);
  });

  it('images only, same checks; candidates 403; bad module 400', async () => {
    const pdf = await editor(admin.token, await F.pdf(1), 'a.pdf', 'doubts', C041);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(DOC_MSG.editorFormatNotAllowed);
    expect((await editor(admin.token, F.pngBomb(), 'a.png', 'doubts', C041)).statusCode).toBe(400);
    expect((await editor(admin.token, F.svgWithScript(), 'a.svg', 'doubts', C041)).statusCode).toBe(415);
    expect((await editor(cand.token, await F.png(), 'a.png')).statusCode).toBe(403);
    expect((await editor(admin.token, await F.png(), 'a.png', 'Bad..Module', C041)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/image/editor/viewer/doubts/${'0'.repeat(32)}` }))
        .statusCode,
    ).toBe(404);
  });
});
