/**
 * Changing documents (docs/api-documents.md): the image edit (new version, original kept) and the
 * removal of files with its status rules; another client's ids answer 404, wrong roles 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DOC_MSG, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import {
  clearDocuments,
  docTypes,
  multipartBody,
  setDocStatus,
  setStatus,
} from './fixtures/documents-helpers.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let cand042: LogonAnswer;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let id: number;
let types: Record<string, number>;
const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, admin, gestor } = await signInDemoCast(t, 'cand', 'cand042', 'admin', 'gestor'));
  id = cand.candidate!.CODCANDIDATO;
  types = await docTypes(t, '041');
  // RG: a JPEG (400x600 after EXIF rotation) then a 2-page PDF
  await upload(cand.token, await F.jpeg(), 'a.jpg');
  await upload(cand.token, await F.pdf(2), 'b.pdf');
});
afterAll(() => t.close());

const RG = () => types['RG (FRENTE E VERSO)']!;
const CPF = () => types['CPF']!;

async function upload(token: string, data: Buffer, name: string, doc = RG(), cod = id) {
  const body = multipartBody(data, name);
  const tipo = name.endsWith('.pdf') ? 'pdf' : 'image';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/candidate/documents/upload/${tipo}/${cod}/${doc}/0`,
    headers: { ...t.headers(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ CODIMAGEM: number; STATUS: number }>();
}
const get = (token: string, url: string, tenant?: typeof C041) =>
  t.app.inject({ method: 'GET', url, headers: t.headers(token, tenant) });
const post = (token: string, url: string, payload: Record<string, unknown>, tenant?: typeof C041) =>
  t.app.inject({ method: 'POST', url, headers: t.headers(token, tenant), payload });

describe('image edit (ADMIN)', () => {
  it('rotate and crop make a new version; the original row and file stay', async () => {
    const { IMAGES } = (await get(cand.token, `/api/candidate/documents/images/${id}/${RG()}`)).json();
    const src = IMAGES[0]; // 400x600 after EXIF rotation
    const res = await post(
      admin.token,
      '/api/candidate/documents/image/edit',
      {
        CODCANDIDATO: id,
        CODTIPODOC: RG(),
        CODIMAGEM: src.id,
        ROTACAO: 90,
        RECORTE: { x: 10, y: 10, width: 300, height: 200 },
      },
      C041,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      replaces: src.id,
      original: src.id,
      width: 300,
      height: 200,
      ordem: src.ordem,
    });
    const after = (await get(cand.token, `/api/candidate/documents/images/${id}/${RG()}`)).json();
    expect(after.IMAGES.map((i: { id: number }) => i.id)).toEqual([res.json().id, IMAGES[1].id]);
    // the original is still readable by staff
    expect(
      (await get(admin.token, `/api/candidate/documents/image/show/${id}/${RG()}?CODIMAGEM=${src.id}`, C041))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(cand.token, `/api/candidate/documents/image/show/${id}/${RG()}?CODIMAGEM=${src.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a crop outside the image, a PDF, no change, a MANAGER, a candidate and another client', async () => {
    const { IMAGES } = (await get(cand.token, `/api/candidate/documents/images/${id}/${RG()}`)).json();
    const body = (o: Record<string, unknown>) => ({
      CODCANDIDATO: id,
      CODTIPODOC: RG(),
      CODIMAGEM: IMAGES[0].id,
      ROTACAO: 0,
      ...o,
    });
    const outside = await post(
      admin.token,
      '/api/candidate/documents/image/edit',
      body({ RECORTE: { x: 0, y: 0, width: 5000, height: 10 } }),
      C041,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(DOC_MSG.cropOutside);
    const pdf = await post(
      admin.token,
      '/api/candidate/documents/image/edit',
      body({ CODIMAGEM: IMAGES[1].id, ROTACAO: 90 }),
      C041,
    );
    expect(pdf.json().message).toBe(DOC_MSG.onlyImagesEditable);
    expect(
      (await post(admin.token, '/api/candidate/documents/image/edit', body({}), C041)).json().message,
    ).toBe(DOC_MSG.nothingToChange);
    expect(
      (await post(admin.token, '/api/candidate/documents/image/edit', body({ ROTACAO: 45 }), C041))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(gestor.token, '/api/candidate/documents/image/edit', body({ ROTACAO: 90 }))).statusCode,
    ).toBe(403);
    expect(
      (await post(cand.token, '/api/candidate/documents/image/edit', body({ ROTACAO: 90 }))).statusCode,
    ).toBe(403);
    expect(
      (await post(admin.token, '/api/candidate/documents/image/edit', body({ ROTACAO: 90 }), C042))
        .statusCode,
    ).toBe(404);
  });
});

describe('delete', () => {
  const del = (
    token: string,
    codimagem: number,
    o: { imagem?: string; cod?: number; doc?: number; tenant?: typeof C041; user?: number } = {},
  ) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/documents/image/delete/${o.cod ?? id}/${o.doc ?? RG()}/${o.user ?? 0}?CODIMAGEM=${codimagem}${o.imagem ? `&IMAGEM=${o.imagem}` : ''}`,
      headers: t.headers(token, o.tenant),
    });

  it('the candidate removes own files (edit chain included); the last removal sets status 0', async () => {
    await clearDocuments(t, id);
    const a = await upload(cand.token, await F.jpeg(), 'a.jpg', CPF());
    const b = await upload(cand.token, await F.png(), 'b.png', CPF());
    const edited = await post(
      admin.token,
      '/api/candidate/documents/image/edit',
      { CODCANDIDATO: id, CODTIPODOC: CPF(), CODIMAGEM: a.CODIMAGEM, ROTACAO: 180 },
      C041,
    );
    const wrongName = await del(cand.token, b.CODIMAGEM, { doc: CPF(), imagem: '1.jpg' });
    expect(wrongName.statusCode).toBe(404);
    const r1 = await del(cand.token, edited.json().id, { doc: CPF() });
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ STATUS: 1, ARQUIVOS: 1, message: DOC_MSG.removed });
    const left = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from document_file where codcandidato = ${id} and codtipodoc = ${CPF()}`,
      ),
    );
    expect(left[0]!.n).toBe(1); // the original went with its edited version
    const r2 = await del(cand.token, b.CODIMAGEM, { doc: CPF(), imagem: `${b.CODIMAGEM}.png` });
    expect(r2.json()).toMatchObject({ STATUS: 0, ARQUIVOS: 0 });
  });

  it('status rules: removal only in ≤3, 6, ≥12; approved documents keep their files', async () => {
    const f = await upload(cand.token, await F.png(), 'b.png', CPF());
    for (const s of [4, 5, 7, 8, 9, 10, 11]) {
      await setStatus(t, id, s);
      const res = await del(cand.token, f.CODIMAGEM, { doc: CPF() });
      expect(res.statusCode, `status ${s}`).toBe(403);
      expect(res.json().message).toBe(DOC_MSG.removeStatusLocked);
    }
    await setStatus(t, id, 12);
    await setDocStatus(t, id, CPF(), 3);
    const approved = await del(cand.token, f.CODIMAGEM, { doc: CPF() });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(DOC_MSG.approvedNoRemove);
    await setDocStatus(t, id, CPF(), 1);
    await setStatus(t, id, 3);
  });

  it('another client or candidate: 404; MANAGER: 403; bad query: 400', async () => {
    const f = await upload(cand.token, await F.png(), 'b.png', CPF());
    expect((await del(cand042.token, f.CODIMAGEM, { doc: CPF() })).statusCode).toBe(404);
    expect(
      (await del(admin.token, f.CODIMAGEM, { doc: CPF(), tenant: C042, user: admin.user.CODUSUARIO }))
        .statusCode,
    ).toBe(404);
    expect(
      (await del(gestor.token, f.CODIMAGEM, { doc: CPF(), user: gestor.user.CODUSUARIO })).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/documents/image/delete/${id}/${CPF()}/0?CODIMAGEM=abc`,
      headers: t.headers(cand.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await del(admin.token, f.CODIMAGEM, { doc: CPF(), tenant: C041, user: admin.user.CODUSUARIO }))
        .statusCode,
    ).toBe(200);
  });
});
