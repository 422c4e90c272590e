/**
 * What the staff view masks is masked everywhere staff read it (issue 31 §2, decision 036): the
 * list's INFO_EXTRA, the Excel export (read back with exceljs), the printed PDF and the print link's
 * page answer no PCD nor Transgênero value to a MANAGER — the value reaches staff only through the
 * logged reveal (GET /candidate/{id}/sensitive, one CAMPO_SENSIVEL row). Until 2026-12-02 the list
 * answered `PCD: true, TRANSGENERO: true` and the export and print wrote 'Sim'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { fieldByName, MASKED_VALUE, type CandidateListRow, type PrintSheet } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, setStatus } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { gestor, id } = {} as DemoCast;
const PCD = fieldByName('PCD')!.label;
const TRANS = fieldByName('TRANSGENERO')!.label;

beforeAll(async () => {
  t = await createTestApp();
  ({ gestor, id } = await signInDemoCast(t, 'gestor', 'cand'));
  await t.db.execute(sql`update candidate set pcd = 'S', transgenero = true, nacionalidade = 'BRA'
    where codcandidato = ${id}`);
  // printable (status ≥ 3)
  await setStatus(t, id, 4);
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(gestor.token, C041) });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.headers(gestor.token, C041), payload });
const rowsOfLog = async (acao: string) =>
  rowsOf<{ detalhe: string | null }>(
    await t.db.execute(sql`select detalhe from access_log where codcandidato = ${id} and acao = ${acao}`),
  );
const countAll = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from access_log`))[0]!.n;

describe('a MANAGER reads no sensitive value outside the logged reveal', () => {
  it('the list answers PCD and TRANSGENERO as null (masked), and logs nothing', async () => {
    const before = await countAll();
    const res = await get('/candidate/list');
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<CandidateListRow[]>().find((r) => r.CODCANDIDATO === id)!;
    expect(row.INFO_EXTRA).toEqual({ POSSUI_INFO: false, ESTRANGEIRO: false, PCD: null, TRANSGENERO: null });
    // the paged list (held between calls) masks the same
    const page = (await get('/candidate/list?PAGE=1&PAGESIZE=50')).json<{ rows: CandidateListRow[] }>();
    expect(page.rows.find((r) => r.CODCANDIDATO === id)!.INFO_EXTRA).toMatchObject({
      PCD: null,
      TRANSGENERO: null,
    });
    expect(await countAll()).toBe(before);
  });

  it('the Excel export writes the masked cells, not the values', async () => {
    const res = await post('/candidate/report/export', { DADOSPESSOAIS: true });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Candidatos')!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const line = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === id)!;
    const cell = (label: string) => line.getCell(headers.indexOf(label)).value;
    expect(cell(PCD)).toBe(MASKED_VALUE);
    expect(cell(TRANS)).toBe(MASKED_VALUE);
    // the rest of the area in clear: the export still exports
    expect(cell(fieldByName('NACIONALIDADE')!.label)).toBe('Brasileira');
    // one row for the export, none for a reveal
    expect(await rowsOfLog('CAMPO_SENSIVEL')).toHaveLength(0);
  });

  it('the printed PDF shows them masked', async () => {
    const res = await post('/candidate/print', { CODCANDIDATO: id, DADOSPESSOAIS: true });
    expect(res.statusCode, res.body).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(`${PCD} ${MASKED_VALUE}`);
    expect(text).toContain(`${TRANS} ${MASKED_VALUE}`);
    expect(text).not.toContain(`${TRANS} Sim`);
  });

  it("the print link's page shows them masked", async () => {
    const link = await post('/candidate/print/link', { CODCANDIDATO: id, PERMISSOES: 'A' });
    expect(link.statusCode, link.body).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/print/form?token=${encodeURIComponent(link.json<{ TOKEN: string }>().TOKEN)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fields = res
      .json<PrintSheet>()
      .SECOES.flatMap((s) => s.GRUPOS.flatMap((g) => g.CAMPOS))
      .filter((f) => f.CAMPO === 'PCD' || f.CAMPO === 'TRANSGENERO');
    expect(fields.map((f) => [f.CAMPO, f.VALOR])).toEqual([
      ['TRANSGENERO', MASKED_VALUE],
      ['PCD', MASKED_VALUE],
    ]);
    // the disability kinds, shown only when PCD is 'S', do not say it either
    expect(res.body).not.toContain('"DEFFISICA"');
  });

  it('the value comes through the reveal, one CAMPO_SENSIVEL row each', async () => {
    for (const [field, value] of [
      ['PCD', 'S'],
      ['TRANSGENERO', true],
    ] as const) {
      const res = await get(`/candidate/${id}/sensitive?FIELD=${field}`);
      expect(res.json()).toEqual({ FIELD: field, VALUE: value });
    }
    expect((await rowsOfLog('CAMPO_SENSIVEL')).map((r) => r.detalhe)).toEqual(['PCD', 'TRANSGENERO']);
  });
});
