/**
 * A dependent's sensitive fields (PCD: health, LGPD art. 5 II) are masked to staff as the
 * candidate's own are (decision 081, amending 036): the dependents' read answers them null and
 * named in OCULTOS per row, and so does a staff save; the Excel export's Dependentes sheet and the
 * print (PDF and the link's page) write MASKED_VALUE; the value reaches staff only through
 * GET /candidate/{id}/sensitive?FIELD=PCD&CODDEP=, one CAMPO_SENSIVEL row naming the dependent by
 * code. Another candidate's or client's dependent is 404, bad input 400, and neither leaves a row.
 * The candidate reads their own dependents in clear. Until 2026-12-04 staff got PCD 'S' in all of these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEPENDENT_FIELDS, MASKED_VALUE, type AccessLogRow, type PrintSheet } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, setStatus } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { admin, gestor, cand, cand042, id, id042 } = {} as DemoCast;
/** the demo candidate's dependents: PCD 'S', PCD 'N' (a value too: either says it), none */
let [sim, nao, vazio, of042] = [0, 0, 0, 0];
const PCD = DEPENDENT_FIELDS.find((f) => f.name === 'PCD')!.label;

const insert = async (codcandidato: number, nome: string, pcd: string | null) =>
  rowsOf<{ coddep: number }>(
    await t.db.execute(sql`insert into dependent (codcandidato, nome, parentesco, sexo, datnasc, pcd)
      values (${codcandidato}, ${nome}, '1', 'F', '2015-05-10', ${pcd}) returning coddep`),
  )[0]!.coddep;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, cand, cand042, id, id042 } = await signInDemoCast(
    t,
    'admin',
    'gestor',
    'cand',
    'cand042',
  ));
  sim = await insert(id, 'ANA FILHA', 'S');
  nao = await insert(id, 'BIA FILHA', 'N');
  vazio = await insert(id, 'CAIO FILHO', null);
  of042 = await insert(id042, 'DORA DE OUTRA', 'S');
  // printable (status ≥ 3), still editable by staff
  await setStatus(t, id, 4);
});
afterAll(() => t.close());

const get = (url: string, token = gestor.token, tenant: typeof C041 | undefined = C041) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(token, tenant) });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.headers(gestor.token, C041), payload });
const count = async (acao: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from access_log where acao = ${acao}`),
  )[0]!.n;
const details = async () =>
  rowsOf<{ detalhe: string; codcandidato: number }>(
    await t.db.execute(
      sql`select detalhe, codcandidato from access_log where acao = 'CAMPO_SENSIVEL' order by id`,
    ),
  );
type Row = Record<string, unknown>;

describe("GET /candidate/dependents/{id}: a dependent's PCD to staff", () => {
  it('answers it null and named in OCULTOS per row; the rest in clear; only the read is logged', async () => {
    const reads = await count('LEITURA_DEPENDENTES');
    const res = await get(`/candidate/dependents/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<Row[]>();
    expect(rows.map((r) => [r.CODDEP, r.NOME, r.PCD, r.OCULTOS])).toEqual([
      [sim, 'ANA FILHA', null, ['PCD']],
      [nao, 'BIA FILHA', null, ['PCD']],
      [vazio, 'CAIO FILHO', null, []],
    ]);
    expect(rows[0]).toMatchObject({ PARENTESCO: '1', SEXO: 'F', DATNASC: '2015-05-10' });
    expect(await count('LEITURA_DEPENDENTES')).toBe(reads + 1);
    expect(await count('CAMPO_SENSIVEL')).toBe(0);
    // an ADMIN is staff too
    const byAdmin = (await get(`/candidate/dependents/${id}`, admin.token)).json<Row[]>();
    expect(byAdmin.map((r) => r.PCD)).toEqual([null, null, null]);
  });

  it('answers the candidate their own dependents in clear, without OCULTOS', async () => {
    const res = await get(`/candidate/dependents/${id}`, cand.token, undefined);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Row[]>();
    expect(rows.map((r) => r.PCD)).toEqual(['S', 'N', null]);
    for (const r of rows) expect(r).not.toHaveProperty('OCULTOS');
  });

  it('a staff save answers the row masked too (the value is never echoed back)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/candidate/dependent',
      headers: t.headers(admin.token, C041),
      payload: {
        CODCANDIDATO: id,
        CODDEP: nao,
        NOME: 'BIA FILHA',
        PARENTESCO: '1',
        SEXO: 'F',
        CPF: '529.982.247-25',
        POSSUIRG: false,
        DATNASC: '10/05/2015',
        PCD: 'N',
        DEPENDENTEIRRF: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ CODDEP: nao, PCD: null, OCULTOS: ['PCD'] });
    const stored = rowsOf<{ pcd: string }>(
      await t.db.execute(sql`select pcd from dependent where coddep = ${nao}`),
    );
    expect(stored).toEqual([{ pcd: 'N' }]);
  });

  it('the row sent back as read (PCD masked) keeps the stored PCD; a value sent is saved', async () => {
    const [read] = (await get(`/candidate/dependents/${id}`, admin.token))
      .json<Row[]>()
      .filter((r) => r.CODDEP === sim);
    expect(read).toMatchObject({ PCD: null, OCULTOS: ['PCD'] });
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/candidate/dependent',
        headers: t.headers(admin.token, C041),
        payload: {
          ...read,
          CODCANDIDATO: id,
          DATNASC: '10/05/2015',
          CPF: '529.982.247-25',
          POSSUIRG: false,
          DEPENDENTEIRRF: false,
          ...payload,
        },
      });
    const renamed = await put({ NOME: 'ANA MARIA FILHA' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const pcdOf = async () =>
      rowsOf<{ nome: string; pcd: string }>(
        await t.db.execute(sql`select nome, pcd from dependent where coddep = ${sim}`),
      );
    expect(await pcdOf()).toEqual([{ nome: 'ANA MARIA FILHA', pcd: 'S' }]);
    expect((await put({ NOME: 'ANA MARIA FILHA', PCD: 'N' })).statusCode).toBe(200);
    expect(await pcdOf()).toEqual([{ nome: 'ANA MARIA FILHA', pcd: 'N' }]);
    await t.db.execute(sql`update dependent set nome = 'ANA FILHA', pcd = 'S' where coddep = ${sim}`);
  });
});

describe('the reveal with CODDEP', () => {
  it("answers the dependent's value, one CAMPO_SENSIVEL row naming the dependent by code", async () => {
    const res = await get(`/candidate/${id}/sensitive?FIELD=PCD&CODDEP=${sim}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ FIELD: 'PCD', CODDEP: sim, VALUE: 'S' });
    expect(await details()).toEqual([{ detalhe: `CODDEP ${sim}; PCD`, codcandidato: id }]);
    // the Acessos screen says it in words: the code and the field, never the name or the value
    const log = await get(`/candidate/access-log?CODCANDIDATO=${id}`, admin.token);
    const row = log.json<AccessLogRow[]>().find((r) => r.ACAO === 'CAMPO_SENSIVEL')!;
    expect(row.DETALHE_TEXTO).toBe(`Dependente (código ${sim}): ${PCD}`);
    expect(JSON.stringify(row)).not.toContain('ANA FILHA');
    // the candidate's own PCD is still revealed without CODDEP (backward compatible)
    const own = await get(`/candidate/${id}/sensitive?FIELD=PCD`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('CODDEP');
    expect((await details()).map((r) => r.detalhe)).toEqual([`CODDEP ${sim}; PCD`, 'PCD']);
  });

  it("another candidate's or client's dependent is 404 and leaves no row", async () => {
    const before = await count('CAMPO_SENSIVEL');
    // a dependent of the other client's candidate, asked under this candidate
    const wrongOwner = await get(`/candidate/${id}/sensitive?FIELD=PCD&CODDEP=${of042}`);
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.json().message).toBe('Dependente não encontrado');
    // the other client's candidate with its own dependent, asked from 041
    expect((await get(`/candidate/${id042}/sensitive?FIELD=PCD&CODDEP=${of042}`)).statusCode).toBe(404);
    // this candidate asked under the other client (an ADMIN of both)
    expect(
      (await get(`/candidate/${id}/sensitive?FIELD=PCD&CODDEP=${sim}`, admin.token, C042)).statusCode,
    ).toBe(404);
    // a code that does not exist
    expect((await get(`/candidate/${id}/sensitive?FIELD=PCD&CODDEP=99999999`)).statusCode).toBe(404);
    expect(await count('CAMPO_SENSIVEL')).toBe(before);
  });

  it('bad input is 400 with a pt-BR message, and leaves no row', async () => {
    const before = await count('CAMPO_SENSIVEL');
    for (const query of [
      `FIELD=PCD&CODDEP=abc`,
      `FIELD=PCD&CODDEP=0`,
      `FIELD=PCD&CODDEP=-3`,
      `FIELD=PCD&CODDEP=1.5`,
      `FIELD=PCD&CODDEP=%00`,
      `FIELD=PCD&CODDEP=${sim}%00`,
      `FIELD=PC%00D&CODDEP=${sim}`,
      // not sensitive in a dependent, or a sensitive field of the record only
      `FIELD=NOME&CODDEP=${sim}`,
      `FIELD=IDRACA&CODDEP=${sim}`,
      `FIELD=&CODDEP=${sim}`,
    ]) {
      const res = await get(`/candidate/${id}/sensitive?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(
        query.includes('%00')
          ? 'Caractere inválido.'
          : query.startsWith('FIELD=PCD')
            ? 'Código do dependente (CODDEP) inválido.'
            : 'Campo inexistente ou não sensível.',
      );
    }
    expect(await count('CAMPO_SENSIVEL')).toBe(before);
  });

  it('the candidate may not call it (their own read is in clear)', async () => {
    const res = await get(`/candidate/${id}/sensitive?FIELD=PCD&CODDEP=${sim}`, cand.token, undefined);
    expect(res.statusCode).toBe(403);
    const other = await get(
      `/candidate/${id042}/sensitive?FIELD=PCD&CODDEP=${of042}`,
      cand042.token,
      undefined,
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('the Excel export and the print, as the candidate’s own sensitive fields (decision 036)', () => {
  it('the Dependentes sheet writes MASKED_VALUE where PCD has a value, empty where it has none', async () => {
    const res = await post('/candidate/report/export', {});
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Dependentes')!;
    const head = (ws.getRow(1).values as unknown[]).map(String);
    const lines = ws.getRows(2, ws.rowCount - 1)!.filter((r) => r.getCell(1).value === id);
    const byName = Object.fromEntries(
      lines.map((r) => [String(r.getCell(head.indexOf('Nome')).value), r.getCell(head.indexOf(PCD)).value]),
    );
    expect(byName).toEqual({ 'ANA FILHA': MASKED_VALUE, 'BIA FILHA': MASKED_VALUE, 'CAIO FILHO': null });
  });

  it('the PDF prints it masked', async () => {
    const res = await post('/candidate/print', { CODCANDIDATO: id, DEPENDENTES: true });
    expect(res.statusCode, res.body).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('ANA FILHA');
    expect(text).toContain(`${PCD} ${MASKED_VALUE}`);
    expect(text).not.toContain(`${PCD} Sim`);
    expect(text).not.toContain(`${PCD} Não`);
  });

  it("the print link's page shows it masked", async () => {
    const link = await post('/candidate/print/link', { CODCANDIDATO: id, PERMISSOES: 'H' });
    expect(link.statusCode, link.body).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/print/form?token=${encodeURIComponent(link.json<{ TOKEN: string }>().TOKEN)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json<PrintSheet>().SECOES.flatMap((s) => s.GRUPOS);
    const pcd = groups.map((g) => [g.TITULO, g.CAMPOS.find((f) => f.CAMPO === 'PCD')?.VALOR]);
    expect(pcd).toEqual([
      ['Dependente 1: ANA FILHA', MASKED_VALUE],
      ['Dependente 2: BIA FILHA', MASKED_VALUE],
      // no value: the field prints as any empty one
      ['Dependente 3: CAIO FILHO', expect.not.stringMatching(/^(••••••|Sim|Não)$/)],
    ]);
  });
});
