/**
 * GET /candidate/documents/crosscheck/{CODCANDIDATO}/{CODTIPODOC} (issue 18 §3, decision 057):
 * staff only and per client, read in the background job after each upload, stale after a new one.
 * The documents are generated photos (text with the candidate's data, turned and noisy) read by
 * the real OCR with the model from disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { crosscheckJob } from '../src/modules/ocr/crosscheck-job.ts';
import { documentImage } from '../src/testing/document-image.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { docTypes, uploadFile } from './fixtures/documents-helpers.ts';

let t: TestApp;
let admin: LogonAnswer;
let cand: LogonAnswer;
let id: number;
let types: Record<string, number>;
const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const OCR = { timeout: 180_000 };

beforeAll(async () => {
  t = await createTestApp();
  [admin, cand] = await Promise.all([t.login('admin'), t.login('candidato@demo.com.br')]);
  id = cand.candidate!.CODCANDIDATO;
  types = await docTypes(t, '041');
  await t.db.execute(sql`update candidate set nome = 'Maria da Conceição Silva', cpf = '52998224725',
    datnasc = '1990-03-15', cep = '01310100', agencia = '0123', numconta = '456789' where codcandidato = ${id}`);
});
afterAll(() => t.close());

const get = (token: string, doc: number | string, tenant: typeof C041 | undefined = C041, who = id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/documents/crosscheck/${who}/${doc}`,
    headers: t.headers(token, tenant),
  });

async function upload(data: Buffer, name: string, doc: number) {
  const res = await uploadFile(t, cand.token, id, doc, data, name);
  expect(res.statusCode, res.body).toBe(200);
}

const cpfCard = (cpf: string, seed: number) =>
  documentImage(
    [
      'MINISTÉRIO DA FAZENDA',
      'CADASTRO DE PESSOAS FÍSICAS',
      'NOME: MARIA DA CONCEIÇÃO SILVA',
      `CPF: ${cpf}`,
      'NASCIMENTO: 15/03/1990',
    ],
    { angle: 1.5, noise: 0.03, seed },
  );

const crosscheckRows = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from document_crosscheck`))[0]!.n;

describe('who may read it', () => {
  it('a candidate 403, another client 404, bad ids and NUL 400 in pt-BR, nothing written', async () => {
    const before = await crosscheckRows();
    expect((await get(cand.token, types['CPF']!, undefined)).statusCode).toBe(403);
    const other = await get(admin.token, types['CPF']!, C042);
    expect(other.statusCode).toBe(404);
    const nul = await get(admin.token, encodeURIComponent('1\u0000'));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Caractere inválido.');
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const res = await get(admin.token, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/[a-zà-ú]/);
    }
    expect((await get(admin.token, 2147483000)).statusCode).toBe(404);
    expect(await crosscheckRows()).toBe(before);
  });

  it('a type that is not cross-checked, and a document with no files', async () => {
    expect((await get(admin.token, types['FOTO 3X4']!)).json()).toMatchObject({
      ESTADO: 'Sem conferência',
      CAMPOS: [],
    });
    expect((await get(admin.token, types['COMPROVANTE BANCÁRIO']!)).json()).toMatchObject({
      ESTADO: 'Sem arquivos',
      CAMPOS: [],
    });
  });
});

describe('read in the background after the upload', () => {
  it('the right fields confere, a changed digit diverges, a new upload makes it stale', OCR, async () => {
    const CPF = types['CPF']!;
    await upload(await cpfCard('529.982.247-25', 3), 'cpf.jpg', CPF);
    // the upload answered without reading: the job has not run
    expect((await get(admin.token, CPF)).json()).toMatchObject({ ESTADO: 'Calculando', CAMPOS: [] });

    await t.app.jobs.runNow('crosscheck');
    const ready = (await get(admin.token, CPF)).json();
    expect(ready).toMatchObject({ ESTADO: 'Pronto', AVISO: null, LIDO_EM: expect.any(String) });
    expect(ready.CAMPOS.map((c: { CAMPO: string; SITUACAO: string }) => [c.CAMPO, c.SITUACAO])).toEqual([
      ['NOME', 'Confere'],
      ['CPF', 'Confere'],
      ['DATNASC', 'Confere'],
    ]);
    for (const c of ready.CAMPOS) expect(c.CONFIANCA).toBeGreaterThan(50);
    expect(ready.CAMPOS[1]).toMatchObject({ DIGITADO: '529.982.247-25', DOCUMENTO: '529.982.247-25' });

    // the candidate typed one digit wrong: compared with the stored reading at once
    await t.db.execute(sql`update candidate set cpf = '52998224735' where codcandidato = ${id}`);
    const typo = (await get(admin.token, CPF)).json();
    expect(typo.CAMPOS[1]).toMatchObject({
      SITUACAO: 'Diverge',
      DIGITADO: '529.982.247-35',
      DOCUMENTO: '529.982.247-25',
    });
    await t.db.execute(sql`update candidate set cpf = '52998224725' where codcandidato = ${id}`);

    // a new version of the document: stale until the job reads it again; a PDF page is not read
    await upload(await F.pdf(1), 'verso.pdf', CPF);
    expect((await get(admin.token, CPF)).json()).toMatchObject({ ESTADO: 'Calculando', CAMPOS: [] });
    await t.app.jobs.runNow('crosscheck');
    const again = (await get(admin.token, CPF)).json();
    expect(again).toMatchObject({ ESTADO: 'Pronto', AVISO: expect.stringContaining('PDF') });
    expect(again.CAMPOS.every((c: { SITUACAO: string }) => c.SITUACAO === 'Confere')).toBe(true);
  });

  it('a document that shows another digit diverges; the proof of address checks the CEP', OCR, async () => {
    const RG = types['RG (FRENTE E VERSO)']!;
    await upload(await cpfCard('529.982.241-25', 11), 'rg.jpg', RG);
    const address = types['COMPROVANTE DE RESIDÊNCIA']!;
    const bill = await documentImage(
      ['CONTA DE ENERGIA', 'MARIA DA CONCEIÇÃO SILVA', 'AV PAULISTA 1000', 'CEP 01310-100 SÃO PAULO SP'],
      { angle: -1, noise: 0.03, seed: 5 },
    );
    await upload(bill, 'conta.jpg', address);
    await t.app.jobs.runNow('crosscheck');
    const rg = (await get(admin.token, RG)).json();
    expect(rg.ESTADO).toBe('Pronto');
    expect(rg.CAMPOS.find((c: { CAMPO: string }) => c.CAMPO === 'CPF')).toMatchObject({
      SITUACAO: 'Diverge',
      DIGITADO: '529.982.247-25',
      DOCUMENTO: '529.982.241-25',
    });
    expect((await get(admin.token, address)).json().CAMPOS).toEqual([
      expect.objectContaining({ CAMPO: 'CEP', SITUACAO: 'Confere', DIGITADO: '01310-100' }),
    ]);
  });

  it('waits while uploads come in; the bank proof checks agency and account', OCR, async () => {
    const BANK = types['COMPROVANTE BANCÁRIO']!;
    const proof = await documentImage(['BANCO DO BRASIL', 'AGÊNCIA: 0123', 'CONTA CORRENTE: 456789-0'], {
      angle: 1,
      noise: 0.02,
      seed: 8,
    });
    await upload(proof, 'banco.jpg', BANK);
    // the timer's run right after an upload leaves the reading for when uploads are quiet
    expect(await crosscheckJob(t.db, t.app.storages)(false)).toBe(0);
    expect((await get(admin.token, BANK)).json().ESTADO).toBe('Calculando');
    await t.app.jobs.runNow('crosscheck');
    expect((await get(admin.token, BANK)).json().CAMPOS).toEqual([
      expect.objectContaining({ CAMPO: 'AGENCIA', SITUACAO: 'Confere' }),
      expect.objectContaining({ CAMPO: 'NUMCONTA', SITUACAO: 'Confere', DOCUMENTO: '456789' }),
    ]);
  });
});
