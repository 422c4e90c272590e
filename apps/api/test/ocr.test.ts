/**
 * OCR check (Validar, ADMIN only; spec 3 §7): CAMPOS_VALIDACAO per document type, and a run on one
 * small generated image (text rendered by sharp from SVG) with the Portuguese model read from the
 * npm package on disk — never from the network.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { DOC_MSG, type LogonAnswer } from '@admissao/domain';
import { OCR_OPTIONS } from '../src/modules/ocr/ocr-engine.ts';
import { matchTerm } from '../src/modules/ocr/match-terms.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { docTypes, uploadFile } from './fixtures/documents-helpers.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let cand: LogonAnswer;
let id: number;
let CPF: number;
let RG: number;
const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, cand } = await signInDemoCast(t, 'admin', 'gestor', 'cand'));
  id = cand.candidate!.CODCANDIDATO;
  const types = await docTypes(t, '041');
  CPF = types['CPF']!;
  RG = types['RG (FRENTE E VERSO)']!;
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: Record<string, unknown>, tenant?: typeof C041) =>
  t.app.inject({ method: 'POST', url, headers: t.headers(token, tenant), payload });

async function upload(data: Buffer, name: string, doc: number) {
  const res = await uploadFile(t, cand.token, id, doc, data, name);
  expect(res.statusCode).toBe(200);
}

describe('POST /candidate/validation/parameters', () => {
  it('gives the terms of a document type', async () => {
    const res = await post(gestor.token, '/api/candidate/validation/parameters', { CODTIPODOC: CPF });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      CODTIPODOC: CPF,
      CAMPOS_VALIDACAO: [
        { NOME: 'NOME', TIPO: 'TEXTO' },
        { NOME: 'CPF', TIPO: 'CPF' },
      ],
    });
    expect(
      (await post(admin.token, '/api/candidate/validation/parameters', { CODTIPODOC: CPF }, C042)).statusCode,
    ).toBe(404);
    expect(
      (await post(cand.token, '/api/candidate/validation/parameters', { CODTIPODOC: CPF })).statusCode,
    ).toBe(403);
    expect((await post(gestor.token, '/api/candidate/validation/parameters', {})).statusCode).toBe(400);
  });
});

describe('POST /candidate/validation/run', () => {
  it('reads the model from the package folder on disk, never a URL', () => {
    expect(OCR_OPTIONS.langPath).not.toMatch(/^https?:/);
    expect(existsSync(join(OCR_OPTIONS.langPath, 'por.traineddata.gz'))).toBe(true);
    expect(OCR_OPTIONS.cacheMethod).toBe('none');
  });

  it(
    'finds the name and the CPF of the record in the image, with their confidence',
    { timeout: 120_000 },
    async () => {
      await t.db.execute(
        sql`update candidate set nome = 'MARIA DA SILVA', cpf = '52998224725' where codcandidato = ${id}`,
      );
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="260"><rect width="900" height="260" fill="white"/>
      <text x="30" y="90" font-size="48" font-family="DejaVu Sans, sans-serif">NOME: MARIA DA SILVA</text>
      <text x="30" y="190" font-size="48" font-family="DejaVu Sans, sans-serif">CPF 529.982.247-25</text></svg>`;
      await upload(await sharp(Buffer.from(svg)).png().toBuffer(), 'cpf.png', CPF);
      await upload(await F.pdf(1), 'cpf.pdf', CPF); // PDFs are not read
      const res = await post(
        admin.token,
        '/api/candidate/validation/run',
        { CODCANDIDATO: id, CODTIPODOC: CPF },
        C041,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.IMAGENS).toHaveLength(1);
      expect(body.RESULTADOS).toEqual([
        {
          NOME: 'NOME',
          TIPO: 'TEXTO',
          VALOR: 'MARIA DA SILVA',
          ENCONTRADO: true,
          CONFIANCA: expect.any(Number),
        },
        { NOME: 'CPF', TIPO: 'CPF', VALOR: '52998224725', ENCONTRADO: true, CONFIANCA: expect.any(Number) },
      ]);
      for (const r of body.RESULTADOS) expect(r.CONFIANCA).toBeGreaterThan(60);
    },
  );

  it('ADMIN only; no terms, no images and another client are refused', async () => {
    const body = { CODCANDIDATO: id, CODTIPODOC: CPF };
    expect((await post(gestor.token, '/api/candidate/validation/run', body)).statusCode).toBe(403);
    expect((await post(cand.token, '/api/candidate/validation/run', body)).statusCode).toBe(403);
    expect((await post(admin.token, '/api/candidate/validation/run', body, C042)).statusCode).toBe(404);
    const noImages = await post(
      admin.token,
      '/api/candidate/validation/run',
      { ...body, CODTIPODOC: RG },
      C041,
    );
    expect(noImages.statusCode).toBe(400);
    expect(noImages.json().message).toBe(DOC_MSG.ocrNoImages);
    const types = await docTypes(t, '041');
    const noTerms = await post(
      admin.token,
      '/api/candidate/validation/run',
      { ...body, CODTIPODOC: types['CNH'] },
      C041,
    );
    expect(noTerms.json().message).toBe(DOC_MSG.ocrNoTerms);
    expect(
      (await post(admin.token, '/api/candidate/validation/run', { CODCANDIDATO: 'x' }, C041)).statusCode,
    ).toBe(400);
  });
});

describe('term matching', () => {
  const words = (...xs: [string, number][]) => xs.map(([text, confidence]) => ({ text, confidence }));
  it('text by words, accents and case ignored; numbers by digits, across words', () => {
    expect(
      matchTerm('TEXTO', 'José da Conceição', words(['JOSE', 90], ['DA', 80], ['CONCEICAO', 70])),
    ).toEqual({
      ENCONTRADO: true,
      CONFIANCA: 80,
    });
    expect(matchTerm('TEXTO', 'José Souza', words(['JOSE', 90])).ENCONTRADO).toBe(false);
    expect(matchTerm('CPF', '52998224725', words(['529.982', 90], ['247-25', 70]))).toEqual({
      ENCONTRADO: true,
      CONFIANCA: 80,
    });
    expect(matchTerm('CEP', '01310-100', words(['01310-200', 90])).ENCONTRADO).toBe(false);
  });
});
