/**
 * Upload of candidate documents (docs/api-documents.md; spec 2 §2.4, §4.1; spec 3 §4-§5; docs/design.md §5):
 * every allowed format, every bad file refused with a 4xx and nothing stored, the 'foto' rule, the
 * size limit, status rules, roles and tenants.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DOC_MSG, type LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import {
  clearDocuments,
  docTypes,
  multipartBody,
  setDocStatus,
  setStatus,
  stored,
} from './fixtures/documents-helpers.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let cand042: LogonAnswer;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let id: number;
let id042: number;
let types: Record<string, number>;
let types042: Record<string, number>;
const C041 = { CODADM: 9, CODCLI: '041' };

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, admin, gestor } = await signInDemoCast(t, 'cand', 'cand042', 'admin', 'gestor'));
  id = cand.candidate!.CODCANDIDATO;
  id042 = cand042.candidate!.CODCANDIDATO;
  types = await docTypes(t, '041');
  types042 = await docTypes(t, '042');
});
afterAll(() => t.close());

const RG = () => types['RG (FRENTE E VERSO)']!;
const FOTO = () => types['FOTO 3X4']!;
const CTPS = () => types['CTPS (CARTEIRA DE TRABALHO)']!;

function upload(
  token: string,
  data: Buffer,
  name: string,
  o: { tipo?: string; cand?: number; doc?: number; user?: number; tenant?: typeof C041 } = {},
) {
  const body = multipartBody(data, name);
  const url = `/api/candidate/documents/upload/${o.tipo ?? 'image'}/${o.cand ?? id}/${o.doc ?? RG()}/${o.user ?? 0}`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.headers(token, o.tenant), ...body.headers },
    payload: body.payload,
  });
}

async function storedFile(codimagem: number) {
  const { rows } = (await t.db.execute(
    `select storage_key, mime, size, width, height, pages from document_file where codimagem = ${codimagem}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const row = (rows ?? [])[0] as {
    storage_key: string;
    mime: string;
    size: number;
    width: number;
    height: number;
    pages: number;
  };
  return { row, bytes: readFileSync(join(t.config.dataDir, 'files', ...row.storage_key.split('/'))) };
}

describe('allowed formats, decided by content', () => {
  it('JPEG: re-encoded, rotated by EXIF, EXIF and GPS dropped; answers STATUS 1', async () => {
    await clearDocuments(t, id);
    const res = await upload(cand.token, await F.jpeg(600, 400), 'rg.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CODTIPODOC: RG(), STATUS: 1, DESSTATUS: 'Enviado', ARQUIVOS: 1 });
    const { row, bytes } = await storedFile(res.json().CODIMAGEM);
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 400, height: 600 });
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(row.storage_key).not.toContain('rg');
  });

  it('PNG stays PNG', async () => {
    const res = await upload(cand.token, await F.png(), 'scan.png');
    expect(res.statusCode).toBe(200);
    const { row, bytes } = await storedFile(res.json().CODIMAGEM);
    expect(row.mime).toBe('image/png');
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  it('HEIC is converted to JPEG', async () => {
    const res = await upload(cand.token, F.heic(), 'IMG_0001.HEIC');
    expect(res.statusCode).toBe(200);
    const { row, bytes } = await storedFile(res.json().CODIMAGEM);
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 640, height: 480 });
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('PDF is kept with its page count (ARQUIVOS counts pages)', async () => {
    const pdf = await F.pdf(3);
    const res = await upload(cand.token, pdf, 'rg.pdf', { tipo: 'pdf' });
    expect(res.statusCode).toBe(200);
    const { row, bytes } = await storedFile(res.json().CODIMAGEM);
    expect(row).toMatchObject({ mime: 'application/pdf', pages: 3 });
    expect(bytes.equals(pdf)).toBe(true);
    expect(res.json().ARQUIVOS).toBe(6); // jpeg + png + heic + 3 pages
  });

  it('a JPEG with binary data after the image (a motion photo) is accepted and cleaned', async () => {
    const res = await upload(cand.token, await F.jpegWithBinaryTrailer(), 'movimento.jpg');
    expect(res.statusCode).toBe(200);
    const { bytes } = await storedFile(res.json().CODIMAGEM);
    expect(bytes.includes(F.BINARY_TRAILER)).toBe(false);
  });

  it('a 12 MP photo is stored at a third of its side, a smaller one at 2000 px at most', async () => {
    const big = await upload(cand.token, await F.plainJpeg(4000, 3000), 'grande.jpg');
    expect(big.statusCode).toBe(200);
    expect((await storedFile(big.json().CODIMAGEM)).row).toMatchObject({ width: 1333, height: 1000 });
    const mid = await upload(cand.token, await F.plainJpeg(3000, 2000), 'media.jpg');
    expect(mid.statusCode).toBe(200);
    expect((await storedFile(mid.json().CODIMAGEM)).row).toMatchObject({ width: 2000, height: 1333 });
  });

  it('a file name with ../ and control characters is ignored (random key)', async () => {
    const res = await upload(cand.token, await F.png(20, 20), '../../etc/\u0001passwd\u0007.png');
    expect(res.statusCode).toBe(200);
    const { row } = await storedFile(res.json().CODIMAGEM);
    expect(row.storage_key).toMatch(/^docs\/9\/041\/\d+\/\d+\/[0-9a-f]{32}\.png$/);
  });
});

describe('bad files: 4xx and nothing stored', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, number, string, string?][] = [
    ['HTML renamed .jpg', F.html, 'foto.jpg', 415, DOC_MSG.formatNotAllowed],
    ['SVG with script', F.svgWithScript, 'desenho.svg', 415, DOC_MSG.formatNotAllowed],
    ['truncated JPEG', F.truncatedJpeg, 'cortada.jpg', 400, DOC_MSG.corruptFile],
    ['JPEG with HTML appended', F.jpegWithHtml, 'x.jpg', 400, DOC_MSG.markupAfterImage],
    ['PNG with a script appended', F.pngWithScript, 'x.png', 400, DOC_MSG.markupAfterImage],
    ['20000x20000 PNG', () => F.pngBomb(), 'bomba.png', 400, DOC_MSG.tooManyPixels],
    ['PDF renamed .png', () => F.pdf(1), 'doc.png', 415, DOC_MSG.formatMismatch],
    ['PDF sent to the image path', () => F.pdf(1), 'doc.pdf', 415, DOC_MSG.formatMismatch, 'image'],
    ['empty file', () => Buffer.alloc(0), 'vazio.jpg', 400, DOC_MSG.emptyFile],
    [
      'GIF',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'a.gif',
      415,
      DOC_MSG.formatNotAllowed,
    ],
  ];
  for (const [label, make, name, status, message, tipo] of cases)
    it(label, async () => {
      const before = await stored(t);
      const res = await upload(cand.token, await make(), name, {
        tipo: tipo ?? (name.endsWith('.pdf') ? 'pdf' : 'image'),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await stored(t)).toEqual(before);
    });

  it('no file part at all', async () => {
    const before = await stored(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/documents/upload/image/${id}/${RG()}/0`,
      headers: t.headers(cand.token),
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DOC_MSG.noFile);
    expect(await stored(t)).toEqual(before);
  });
});

describe('size limit (5,000,000 bytes)', () => {
  it('a file of more than 5,000,000 bytes answers 413 with the spec message', async () => {
    const before = await stored(t);
    const big = Buffer.concat([await F.jpeg(100, 100), Buffer.alloc(5_000_001)]);
    const res = await upload(cand.token, big, 'grande.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Tamanho do arquivo excede o limite. Máximo 5mb.');
    expect(await stored(t)).toEqual(before);
  });

  it('a file just under the limit passes the size check', async () => {
    const near = await F.noisyJpeg(4_500_000);
    expect(near.length).toBeLessThanOrEqual(5_000_000);
    const res = await upload(cand.token, near, 'quase.jpg');
    expect(res.statusCode).toBe(200);
  });
});

describe("the 'foto' rule", () => {
  it('FOTO 3X4 takes images only', async () => {
    const before = await stored(t);
    const res = await upload(cand.token, await F.pdf(1), 'foto.pdf', { tipo: 'pdf', doc: FOTO() });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(DOC_MSG.formatOnlyImages);
    expect(await stored(t)).toEqual(before);
    expect((await upload(cand.token, await F.jpeg(), 'foto.jpg', { doc: FOTO() })).statusCode).toBe(200);
  });

  it('a CTPS document takes PDFs', async () => {
    const res = await upload(cand.token, await F.pdf(1), 'ctps.pdf', { tipo: 'pdf', doc: CTPS() });
    expect(res.statusCode).toBe(200);
  });
});

describe('status rules', () => {
  it('candidate upload allowed only in 1-3, 6, 11-14', async () => {
    const file = await F.png(10, 10);
    for (const s of [1, 2, 3, 6, 11, 12, 13, 14]) {
      await setStatus(t, id, s);
      expect((await upload(cand.token, file, 'a.png', { doc: CTPS() })).statusCode, `status ${s}`).toBe(200);
      await clearDocuments(t, id);
    }
    for (const s of [4, 5, 7, 8, 9, 10]) {
      await setStatus(t, id, s);
      const before = await stored(t);
      const res = await upload(cand.token, file, 'a.png', { doc: CTPS() });
      expect(res.statusCode, `status ${s}`).toBe(403);
      expect(res.json().message).toBe(DOC_MSG.uploadStatusLocked);
      expect(await stored(t)).toEqual(before);
    }
    await setStatus(t, id, 3);
  });

  it('after a refusal the upload answers STATUS 4; an approved document takes no candidate upload', async () => {
    await clearDocuments(t, id);
    await setDocStatus(t, id, RG(), 2);
    const res = await upload(cand.token, await F.png(10, 10), 'a.png');
    expect(res.json()).toMatchObject({ STATUS: 4, DESSTATUS: 'Reenviado' });
    await setDocStatus(t, id, RG(), 3);
    const refused = await upload(cand.token, await F.png(10, 10), 'a.png');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DOC_MSG.approvedNoUpload);
    await clearDocuments(t, id);
  });

  it('ADMIN may upload in any status; MANAGER may not', async () => {
    await setStatus(t, id, 7);
    const ok = await upload(admin.token, await F.png(10, 10), 'a.png', {
      user: admin.user.CODUSUARIO,
      tenant: C041,
    });
    expect(ok.statusCode).toBe(200);
    const no = await upload(gestor.token, await F.png(10, 10), 'a.png', { user: gestor.user.CODUSUARIO });
    expect(no.statusCode).toBe(403);
    await setStatus(t, id, 3);
  });

  it("staff naming another user's CODUSUARIO is refused", async () => {
    const res = await upload(admin.token, await F.png(10, 10), 'a.png', { user: 999, tenant: C041 });
    expect(res.statusCode).toBe(403);
  });
});

describe('tenants and ownership', () => {
  it("another candidate's id, another client's document type and another client's candidate answer 404", async () => {
    const before = await stored(t);
    const file = await F.png(10, 10);
    expect((await upload(cand.token, file, 'a.png', { cand: id042, doc: types042['CPF'] })).statusCode).toBe(
      404,
    );
    expect((await upload(cand.token, file, 'a.png', { doc: types042['CPF'] })).statusCode).toBe(404);
    expect(
      (
        await upload(admin.token, file, 'a.png', {
          cand: id042,
          doc: types042['CPF'],
          user: admin.user.CODUSUARIO,
          tenant: C041,
        })
      ).statusCode,
    ).toBe(404);
    expect(await stored(t)).toEqual(before);
  });

  it('bad path values answer 400', async () => {
    const res = await upload(cand.token, await F.png(10, 10), 'a.png', { tipo: 'exe' });
    expect(res.statusCode).toBe(400);
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/documents/upload/image/abc/1/0',
      headers: t.headers(cand.token),
    });
    expect(res2.statusCode).toBe(400);
  });

  it('no token answers 401', async () => {
    const body = multipartBody(await F.png(10, 10), 'a.png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/documents/upload/image/${id}/${RG()}/0`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
