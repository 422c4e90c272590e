/**
 * Reading documents (docs/api-documents.md): list, files of a document, show (by CODIMAGEM), the
 * storage path, download (one file, one page, all joined in a PDF), document types, ISVALID_ENVIO;
 * another client's ids answer 404 (edit and removal: documents-changes.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { DOC_MSG } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { clearDocuments, docTypes, multipartBody, setDocStatus } from './fixtures/documents-helpers.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042 } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { cand, cand042, admin, gestor, gestor2, id, id042 } = {} as DemoCast;
let types: Record<string, number>;
let types042: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, admin, gestor, gestor2, id, id042 } = await signInDemoCast(t));
  types = await docTypes(t, '041');
  types042 = await docTypes(t, '042');
});
afterAll(() => t.close());

const RG = () => types['RG (FRENTE E VERSO)']!;

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

describe('list and files', () => {
  it('lists the documents that apply to the candidate, in ORDEM order, with status and pages', async () => {
    await clearDocuments(t, id);
    await upload(cand.token, await F.jpeg(), 'a.jpg');
    await upload(cand.token, await F.pdf(2), 'b.pdf');
    const res = await post(cand.token, '/api/candidate/documents/list', { CODCANDIDATO: id });
    expect(res.statusCode).toBe(200);
    const list =
      res.json<
        { DOCUMENTO: string; STATUS: number; ARQUIVOS: number; OBRIGATORIO: boolean; ORDEM: number }[]
      >();
    const names = list.map((d) => d.DOCUMENTO);
    expect(names).toContain('TÍTULO DE ELEITOR');
    expect(names).not.toContain('RNE / CRNM'); // foreigners only
    expect(list.map((d) => d.ORDEM)).toEqual([...list.map((d) => d.ORDEM)].sort((a, b) => a - b));
    expect(list.find((d) => d.DOCUMENTO === 'RG (FRENTE E VERSO)')).toMatchObject({
      STATUS: 1,
      DESSTATUS: 'Enviado',
      CORSTATUS: '#fab005',
      ARQUIVOS: 3,
      OBRIGATORIO: true,
      CONFERIDO: false,
      BUCKET: 'L',
      APENAS_IMAGEM: false,
    });
    expect(list.find((d) => d.DOCUMENTO === 'FOTO 3X4')).toMatchObject({
      APENAS_IMAGEM: true,
      STATUS: 0,
      ARQUIVOS: 0,
    });
    expect(list.find((d) => d.DOCUMENTO === 'CNH')).toMatchObject({ OBRIGATORIO: false });
    const rg = list.find((d) => d.DOCUMENTO === 'RG (FRENTE E VERSO)') as unknown as { DATENVIO: string };
    expect(Date.now() - Date.parse(rg.DATENVIO)).toBeLessThan(120_000);
    expect((list.find((d) => d.DOCUMENTO === 'CNH') as unknown as { DATENVIO: null }).DATENVIO).toBeNull();
  });

  it('staff list the same; another client answers 404', async () => {
    const res = await post(admin.token, '/api/candidate/documents/list', { CODCANDIDATO: id }, C041);
    expect(res.statusCode).toBe(200);
    expect(
      (await post(admin.token, '/api/candidate/documents/list', { CODCANDIDATO: id }, C042)).statusCode,
    ).toBe(404);
    expect(
      (await post(gestor2.token, '/api/candidate/documents/list', { CODCANDIDATO: id })).statusCode,
    ).toBe(404);
    expect(
      (await post(cand042.token, '/api/candidate/documents/list', { CODCANDIDATO: id })).statusCode,
    ).toBe(404);
    expect((await post(cand.token, '/api/candidate/documents/list', { CODCANDIDATO: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('images: current files with their addresses; show serves each one with safe headers', async () => {
    const res = await get(cand.token, `/api/candidate/documents/images/${id}/${RG()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      ARQUIVOS: number;
      BUCKET: string;
      IMAGES: { id: number; file: string; kind: string; url: string; pages: number }[];
    }>();
    expect(body).toMatchObject({ CODTIPODOC: RG(), ARQUIVOS: 3, BUCKET: 'L' });
    expect(body.IMAGES.map((i) => i.kind)).toEqual(['image', 'pdf']);
    const [img, pdf] = body.IMAGES;
    expect(img!.url).toBe(`/api/candidate/documents/image/show/${id}/${RG()}?CODIMAGEM=${img!.id}`);
    const shown = await get(cand.token, img!.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['content-disposition']).toContain(`inline; filename="${img!.file}"`);
    expect((await sharp(shown.rawPayload).metadata()).format).toBe('jpeg');
    const shownPdf = await get(admin.token, pdf!.url, C041);
    expect(shownPdf.headers['content-type']).toBe('application/pdf');
    expect(shownPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the first file without CODIMAGEM
    expect(
      (await get(cand.token, `/api/candidate/documents/image/show/${id}/${RG()}`)).headers['content-type'],
    ).toBe('image/jpeg');
  });

  it('storage path: authorised and tenant-checked', async () => {
    const { IMAGES } = (await get(cand.token, `/api/candidate/documents/images/${id}/${RG()}`)).json();
    const file = IMAGES[0].file;
    const url = `/api/candidate/images/storage/9/041/${id}/${RG()}/${file}`;
    expect((await get(cand.token, url)).statusCode).toBe(200);
    expect((await get(admin.token, url, C041)).statusCode).toBe(200);
    expect((await get(admin.token, url, C042)).statusCode).toBe(404);
    expect((await get(gestor2.token, url)).statusCode).toBe(404);
    expect((await get(cand042.token, url)).statusCode).toBe(404);
    expect(
      (await get(cand.token, `/api/candidate/images/storage/9/042/${id}/${RG()}/${file}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(cand.token, `/api/candidate/images/storage/9/041/${id}/${RG()}/..%2Fsecrets.json`))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("another candidate's or client's files answer 404", async () => {
    const { CODIMAGEM } = await upload(cand042.token, await F.png(), 'c.png', types042['CPF']!, id042);
    const url042 = `/api/candidate/documents/image/show/${id042}/${types042['CPF']}?CODIMAGEM=${CODIMAGEM}`;
    expect((await get(cand042.token, url042)).statusCode).toBe(200);
    expect((await get(cand.token, url042)).statusCode).toBe(404);
    expect((await get(admin.token, url042, C041)).statusCode).toBe(404);
    expect((await get(gestor.token, url042)).statusCode).toBe(404);
    // an image id of 042 asked through a 041 document
    expect(
      (await get(cand.token, `/api/candidate/documents/image/show/${id}/${RG()}?CODIMAGEM=${CODIMAGEM}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(cand.token, `/api/candidate/documents/images/${id042}/${types042['CPF']}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(cand.token, `/api/candidate/documents/images/${id}/${types042['CPF']}`)).statusCode,
    ).toBe(404);
  });
});

describe('download', () => {
  it('one file by IMAGEM, one by PAGINA, and the whole document as one PDF', async () => {
    const { IMAGES } = (await get(cand.token, `/api/candidate/documents/images/${id}/${RG()}`)).json();
    const one = await post(cand.token, '/api/candidate/documents/download', {
      CODCANDIDATO: id,
      CODTIPODOC: RG(),
      IMAGEM: IMAGES[0].file,
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('image/jpeg');
    expect(one.headers['content-disposition']).toContain('attachment; filename="rg-frente-e-verso.jpg"');
    const page2 = await post(
      admin.token,
      '/api/candidate/documents/download',
      { CODCANDIDATO: id, CODTIPODOC: RG(), PAGINA: 2, CODUSUARIO: admin.user.CODUSUARIO },
      C041,
    );
    expect(page2.headers['content-type']).toBe('application/pdf');
    const all = await post(
      admin.token,
      '/api/candidate/documents/download',
      { CODCANDIDATO: id, CODTIPODOC: RG() },
      C041,
    );
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(all.rawPayload)).getPageCount()).toBe(3);
  });

  it('no files, unknown page, other client: 404; bad input 400', async () => {
    const none = await post(cand.token, '/api/candidate/documents/download', {
      CODCANDIDATO: id,
      CODTIPODOC: types['CNH'],
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(DOC_MSG.noFiles);
    expect(
      (
        await post(cand.token, '/api/candidate/documents/download', {
          CODCANDIDATO: id,
          CODTIPODOC: RG(),
          PAGINA: 9,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(gestor2.token, '/api/candidate/documents/download', { CODCANDIDATO: id, CODTIPODOC: RG() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(cand.token, '/api/candidate/documents/download', { CODCANDIDATO: id, CODTIPODOC: 'RG' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('document types and ISVALID_ENVIO', () => {
  it('POST /candidate/data/document/type lists the client’s types; another client 403', async () => {
    const res = await post(
      admin.token,
      '/api/candidate/data/document/type',
      { CODADM: 9, CODCLI: '041' },
      C041,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(15);
    expect(res.json()[0]).toMatchObject({
      DOCUMENTO: 'RG (FRENTE E VERSO)',
      ORDEM: 1,
      CAMPOS_VALIDACAO: expect.any(Array),
    });
    expect(
      (await post(gestor.token, '/api/candidate/data/document/type', { CODADM: 9, CODCLI: '042' }))
        .statusCode,
    ).toBe(403);
    expect((await post(cand.token, '/api/candidate/data/document/type', {})).json()).toHaveLength(15);
    expect((await post(cand.token, '/api/candidate/data/document/type', { CODADM: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('ISVALID_ENVIO needs every required document sent and none refused; interns skip OPCIONAL_EST', async () => {
    await clearDocuments(t, id);
    const check = async () =>
      (await post(cand.token, '/api/candidate/check/required', { CODCANDIDATO: id })).json().ISVALID_ENVIO;
    expect(await check()).toBe(false);
    const required = (await post(cand.token, '/api/candidate/documents/list', { CODCANDIDATO: id }))
      .json<{ CODTIPODOC: number; OBRIGATORIO: boolean; DOCUMENTO: string }[]>()
      .filter((d) => d.OBRIGATORIO);
    const png = await F.png(10, 10);
    for (const d of required) await upload(cand.token, png, 'x.png', d.CODTIPODOC);
    expect(await check()).toBe(true);
    await setDocStatus(t, id, required[0]!.CODTIPODOC, 2);
    expect(await check()).toBe(false);
    await setDocStatus(t, id, required[0]!.CODTIPODOC, 4);
    expect(await check()).toBe(true);
    // TÍTULO DE ELEITOR is OPCIONAL_EST: an intern does not need it
    const titulo = types['TÍTULO DE ELEITOR']!;
    await t.db.execute(sql`delete from document_file where codcandidato = ${id} and codtipodoc = ${titulo}`);
    expect(await check()).toBe(false);
    await t.db.execute(sql`update candidate set cargo = 'ESTAGIO' where codcandidato = ${id}`);
    expect(await check()).toBe(true);
    await t.db.execute(sql`update candidate set cargo = 'ANALISTA' where codcandidato = ${id}`);
  });
});
