/**
 * GET /candidate/documents/crosscheck/{CODCANDIDATO}/{CODTIPODOC} (issue 18 §3, issue 30 item 5,
 * decision 057): staff only and per client, read in the background job after each upload, stale
 * after a new one; only the fields the type of document carries; no verdict under the OCR
 * confidence minimum; the excerpt the value was read in, bounded and never logged. The documents
 * are generated photos (text with the candidate's data, turned and noisy) read by the real OCR
 * with the model from disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CROSSCHECK_EXCERPT_MAX,
  CROSSCHECK_MIN_CONFIDENCE,
  fieldsCarriedBy,
  type CrosscheckAnswer,
  type LogonAnswer,
} from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { crosscheckJob } from '../src/modules/ocr/crosscheck-job.ts';
import { documentImage } from '../src/testing/document-image.ts';
import { noteTestApp, testLogStream } from '../src/testing/log-scan.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { docTypes, uploadFile } from './fixtures/documents-helpers.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let cand: LogonAnswer;
let id: number;
let types: Record<string, number>;
const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const OCR = { timeout: 180_000 };
// the app's log, kept here as well as in the run's log (which is scanned for CPFs at the end)
const logged: string[] = [];
const runLog = testLogStream();
/** every excerpt an answer carried: none may reach the log */
const excerpts = new Set<string>();

beforeAll(async () => {
  noteTestApp();
  t = await createTestApp({}, undefined, {
    write(line) {
      logged.push(line);
      runLog?.write(line);
    },
  });
  ({ admin, cand } = await signInDemoCast(t, 'admin', 'cand'));
  id = cand.candidate!.CODCANDIDATO;
  types = await docTypes(t, '041');
  await t.db.execute(sql`update candidate set nome = 'Maria da Conceição Silva', cpf = '52998224725',
    datnasc = '1990-03-15', cep = '01310100', agencia = '0123', numconta = '456789', rg = '01.234.567-8',
    nomemae = 'Ana da Conceição Silva' where codcandidato = ${id}`);
});
afterAll(async () => {
  await t.close();
  runLog?.close();
});

const get = (token: string, doc: number | string, tenant: typeof C041 | undefined = C041, who = id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/documents/crosscheck/${who}/${doc}`,
    headers: t.headers(token, tenant),
  });

/** the answer of a document that has been read, its excerpts noted */
async function ready(doc: number): Promise<CrosscheckAnswer> {
  const res = await get(admin.token, doc);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<CrosscheckAnswer>();
  expect(answer.ESTADO).toBe('Pronto');
  for (const c of answer.CAMPOS) if (c.TRECHO) excerpts.add(c.TRECHO);
  return answer;
}
const fieldOf = (a: CrosscheckAnswer, name: string) => a.CAMPOS.find((c) => c.CAMPO === name);
const names = (a: CrosscheckAnswer) => a.CAMPOS.map((c) => c.CAMPO);

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

const rgCard = (seed: number) =>
  documentImage(
    [
      'REPÚBLICA FEDERATIVA DO BRASIL',
      'CARTEIRA DE IDENTIDADE',
      'RG: 01.234.567-8',
      'NOME: MARIA DA CONCEIÇÃO SILVA',
      'FILIAÇÃO: ANA DA CONCEIÇÃO SILVA',
      'NASCIMENTO: 15/03/1990',
      'CPF: 529.982.241-25',
    ],
    { angle: 1, noise: 0.02, seed },
  );

const crosscheckRows = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from document_crosscheck`))[0]!.n;

describe('who may read it', () => {
  it('a candidate 403, another client 404, bad ids and NUL 400 in pt-BR, nothing written', async () => {
    const before = await crosscheckRows();
    expect((await get(cand.token, types['CPF']!, undefined)).statusCode).toBe(403);
    const other = await get(admin.token, types['CPF']!, C042);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toMatch(/CAMPOS|TRECHO/);
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
    const read = await ready(CPF);
    expect(read).toMatchObject({ ESTADO: 'Pronto', AVISO: null, LIDO_EM: expect.any(String) });
    // the CPF card's fields only: the candidate's RG, mother, CEP and account are not on it
    expect(read.CAMPOS.map((c) => [c.CAMPO, c.SITUACAO])).toEqual([
      ['NOME', 'Confere'],
      ['CPF', 'Confere'],
      ['DATNASC', 'Confere'],
    ]);
    for (const c of read.CAMPOS) {
      expect(c.CONFIANCA).toBeGreaterThanOrEqual(CROSSCHECK_MIN_CONFIDENCE);
      expect(c.LEITURA_INCERTA).toBe(false);
      expect(c.TRECHO!.length).toBeLessThanOrEqual(CROSSCHECK_EXCERPT_MAX);
    }
    expect(read.CAMPOS[1]).toMatchObject({ DIGITADO: '529.982.247-25', DOCUMENTO: '529.982.247-25' });
    // the text each value was read in, with its label
    expect(read.CAMPOS[0]!.TRECHO).toMatch(/NOME: MARIA DA CONCEI.{1,2}O SILVA/);
    expect(read.CAMPOS[1]!.TRECHO).toMatch(/CPF: 529\.982\.247-25/);
    expect(read.CAMPOS[2]!.TRECHO).toMatch(/NASCIMENTO: 15\/03\/1990/);

    // the same reading with the OCR unsure of its words: no verdict, the confidence and the excerpt
    const ofCpf = sql`where codcandidato = ${id} and codtipodoc = ${CPF}`;
    const [row] = rowsOf<{ paginas: { PALAVRAS: [string, number][] }[] }>(
      await t.db.execute(sql`select paginas from document_crosscheck ${ofCpf}`),
    );
    const withConfidence = async (c: number) => {
      const paginas = row!.paginas.map((p) => ({ ...p, PALAVRAS: p.PALAVRAS.map(([w]) => [w, c]) }));
      await t.db.execute(
        sql`update document_crosscheck set paginas = ${JSON.stringify(paginas)}::jsonb ${ofCpf}`,
      );
      return ready(CPF);
    };
    const unsure = await withConfidence(CROSSCHECK_MIN_CONFIDENCE - 14);
    expect(unsure.CAMPOS.map((c) => c.CAMPO)).toEqual(['NOME', 'CPF', 'DATNASC']);
    for (const [i, c] of unsure.CAMPOS.entries())
      expect(c).toEqual({
        ...read.CAMPOS[i],
        SITUACAO: 'Não foi possível ler',
        DOCUMENTO: null,
        CONFIANCA: CROSSCHECK_MIN_CONFIDENCE - 14,
        LEITURA_INCERTA: true,
      });
    const atMinimum = await withConfidence(CROSSCHECK_MIN_CONFIDENCE);
    expect(atMinimum.CAMPOS.every((c) => c.SITUACAO === 'Confere' && !c.LEITURA_INCERTA)).toBe(true);
    await t.db.execute(
      sql`update document_crosscheck set paginas = ${JSON.stringify(row!.paginas)}::jsonb ${ofCpf}`,
    );

    // the candidate typed one digit wrong: compared with the stored reading at once
    await t.db.execute(sql`update candidate set cpf = '52998224735' where codcandidato = ${id}`);
    const typo = await ready(CPF);
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
    const again = await ready(CPF);
    expect(again).toMatchObject({ ESTADO: 'Pronto', AVISO: expect.stringContaining('PDF') });
    expect(again.CAMPOS.every((c) => c.SITUACAO === 'Confere')).toBe(true);
  });

  it(
    'an RG is checked on what an RG carries; another digit diverges; the proof of address checks the CEP',
    OCR,
    async () => {
      const RG = types['RG (FRENTE E VERSO)']!;
      await upload(await rgCard(11), 'rg.jpg', RG);
      const address = types['COMPROVANTE DE RESIDÊNCIA']!;
      const bill = await documentImage(
        ['CONTA DE ENERGIA', 'MARIA DA CONCEIÇÃO SILVA', 'AV PAULISTA 1000', 'CEP 01310-100 SÃO PAULO SP'],
        { angle: -1, noise: 0.03, seed: 5 },
      );
      await upload(bill, 'conta.jpg', address);
      await t.app.jobs.runNow('crosscheck');
      const rg = await ready(RG);
      // the candidate's filled fields an RG carries, and none it does not (agency, account, CEP)
      expect(names(rg)).toEqual(['NOME', 'CPF', 'DATNASC', 'RG', 'NOMEMAE']);
      for (const c of names(rg)) expect(fieldsCarriedBy('rg')).toContain(c);
      expect(fieldOf(rg, 'CPF')).toMatchObject({
        SITUACAO: 'Diverge',
        DIGITADO: '529.982.247-25',
        DOCUMENTO: '529.982.241-25',
        TRECHO: expect.stringContaining('529.982.241-25'),
      });
      expect(fieldOf(rg, 'RG')).toMatchObject({ SITUACAO: 'Confere', DIGITADO: '01.234.567-8' });
      expect(fieldOf(rg, 'NOMEMAE')).toMatchObject({
        SITUACAO: 'Confere',
        TRECHO: expect.stringMatching(/FILIAÇÃO: ANA DA CONCEI.{1,2}O SILVA/),
      });
      // the bill: CEP (the street is not filled in); the name on a bill may be anyone's
      expect((await ready(address)).CAMPOS).toEqual([
        expect.objectContaining({
          CAMPO: 'CEP',
          SITUACAO: 'Confere',
          DIGITADO: '01310-100',
          TRECHO: expect.stringContaining('CEP 01310-100'),
        }),
      ]);
    },
  );

  it(
    'a photo too poor to trust says it could not read, with the confidence and the excerpt',
    OCR,
    async () => {
      const CNH = types['CNH']!;
      const poor = await documentImage(['NOME: MARIA DA CONCEIÇÃO SILVA', 'CPF: 529.982.247-25'], {
        angle: 3,
        noise: 0.1,
        seed: 4,
      });
      await upload(poor, 'cnh.jpg', CNH);
      await t.app.jobs.runNow('crosscheck');
      const cnh = await ready(CNH);
      const name = fieldOf(cnh, 'NOME')!;
      // the name's words are read with a confidence well under the minimum: no 'Confere 56 %'
      expect(name).toMatchObject({
        SITUACAO: 'Não foi possível ler',
        DOCUMENTO: null,
        LEITURA_INCERTA: true,
      });
      expect(name.CONFIANCA).toBeLessThan(CROSSCHECK_MIN_CONFIDENCE);
      expect(name.TRECHO).toMatch(/MARIA/);
      // the CPF on the same photo is read clearly
      expect(fieldOf(cnh, 'CPF')).toMatchObject({ SITUACAO: 'Confere', LEITURA_INCERTA: false });
      // what a CNH carries, the candidate's bank and address fields not among them
      expect(names(cnh)).toEqual(['NOME', 'CPF', 'DATNASC', 'RG', 'NOMEMAE']);
    },
  );

  it('waits while uploads come in; the bank proof checks agency and account', OCR, async () => {
    const BANK = types['COMPROVANTE BANCÁRIO']!;
    // issue 30 item 5: an RG photo sent as the bank proof. Its number 01.234.567-8 holds the
    // agency's digits 0123, but no agency is there: no 'Confere'
    await upload(await rgCard(12), 'rg-no-lugar-errado.jpg', BANK);
    await t.app.jobs.runNow('crosscheck');
    const wrong = await ready(BANK);
    expect(names(wrong)).toEqual(['NOME', 'AGENCIA', 'NUMCONTA']);
    expect(fieldOf(wrong, 'AGENCIA')).toMatchObject({ SITUACAO: 'Não foi possível ler', TRECHO: null });
    expect(fieldOf(wrong, 'NUMCONTA')).toMatchObject({ SITUACAO: 'Não foi possível ler', TRECHO: null });

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
    const bank = await ready(BANK);
    expect(bank.CAMPOS).toEqual([
      expect.objectContaining({ CAMPO: 'NOME', SITUACAO: 'Confere' }),
      expect.objectContaining({
        CAMPO: 'AGENCIA',
        SITUACAO: 'Confere',
        TRECHO: expect.stringContaining('AGÊNCIA: 0123'),
      }),
      expect.objectContaining({ CAMPO: 'NUMCONTA', SITUACAO: 'Confere', DOCUMENTO: '456789' }),
    ]);
  });
});

describe('the excerpts are personal data', () => {
  it('never logged, and the read writes one access-log row, its own (decision 036, issue 31 §3)', async () => {
    expect(excerpts.size).toBeGreaterThan(5);
    // the capture works: the answers above were logged as requests
    expect(logged.some((l) => l.includes('/crosscheck/'))).toBe(true);
    const leaked = [...excerpts].filter((e) => logged.some((l) => l.includes(e)));
    expect(leaked).toEqual([]);
    for (const word of ['CONCEI', '01.234.567-8', 'FILIA']) expect(logged.join('\n')).not.toContain(word);

    // until 2026-12-02 the read wrote no row; now one LEITURA_VALIDACAO naming the document type
    const accessRows = async () =>
      rowsOf<{ acao: string; detalhe: string }>(
        await t.db.execute(sql`select acao, detalhe from access_log order by id`),
      );
    const before = (await accessRows()).length;
    expect((await get(admin.token, types['CPF']!)).statusCode).toBe(200);
    expect((await accessRows()).slice(before)).toEqual([
      { acao: 'LEITURA_VALIDACAO', detalhe: `CODTIPODOC ${types['CPF']!}` },
    ]);
  });
});
