/**
 * GET /candidate/list (spec 3 §2 Candidate list, §7) with the PAGE/PAGESIZE addition answering
 * {rows, total, page, pageSize}. The plain list, filters and who may call are in candidate-list.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidate } from '../src/db/schema.ts';
import {
  useCandidateListFixture,
  t,
  admin,
  gestor,
  C042,
  type Row,
  matriz,
  list,
  rowsOfList,
  names,
} from './support/candidate-list-fixture.ts';

useCandidateListFixture();

interface Page {
  rows: Row[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

async function page(headers: Record<string, string>, query: Record<string, string | number>) {
  const res = await list(headers, query);
  expect(res.statusCode, JSON.stringify(query)).toBe(200);
  return res.json() as Page;
}
async function codesOfClient(codcli: string) {
  const rows = await t.db
    .select({ id: candidate.codcandidato })
    .from(candidate)
    .where(eq(candidate.codcli, codcli));
  return new Set(rows.map((r) => r.id));
}

describe('GET /candidate/list with PAGE/PAGESIZE', () => {
  beforeAll(async () => {
    // 60 candidates at once, registered a minute apart: PAGINA 01 oldest … PAGINA 60 newest
    await t.db.execute(sql`
      insert into candidate (codadm, codcli, nome, email, codstatus, datcadastro, codunidade)
      select 9, '041', 'PAGINA ' || lpad(i::text, 2, '0'), 'pagina' || i || '@demo.com.br',
             case when i % 3 = 0 then 4 else 1 end,
             timestamptz '2025-06-01 12:00:00+00' + make_interval(mins => i), ${matriz}
      from generate_series(1, 60) as i`);
  });

  const paginas = (from: number, to: number) => {
    const out: string[] = [];
    for (let i = from; from <= to ? i <= to : i >= to; i += from <= to ? 1 : -1)
      out.push(`PAGINA ${String(i).padStart(2, '0')}`);
    return out;
  };

  it('answers {rows, total, totalCapped, page, pageSize}; page 3 of 25 holds rows 51 to 60', async () => {
    const p3 = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 3, PAGESIZE: 25 });
    expect(Object.keys(p3).sort()).toEqual(['page', 'pageSize', 'rows', 'total', 'totalCapped']);
    expect(p3).toMatchObject({ total: 60, totalCapped: false, page: 3, pageSize: 25 });
    // newest first: page 1 = 60..36, page 2 = 35..11, page 3 = 10..01
    expect(names(p3.rows)).toEqual(paginas(10, 1));
    const p1 = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 1, PAGESIZE: 25 });
    expect(names(p1.rows)).toEqual(paginas(60, 36));
    const p2 = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 2, PAGESIZE: 25 });
    expect(names(p2.rows)).toEqual(paginas(35, 11));
    const beyond = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 4, PAGESIZE: 25 });
    expect(beyond).toEqual({ rows: [], total: 60, totalCapped: false, page: 4, pageSize: 25 });
  });

  it('pages a sorted list', async () => {
    const p3 = await page(t.headers(gestor.token), {
      NOME: 'pagina',
      SORT: 'NOME',
      ORDER: 'asc',
      PAGE: 3,
      PAGESIZE: 25,
    });
    expect(p3.total).toBe(60);
    expect(names(p3.rows)).toEqual(paginas(51, 60));
    const p2of50 = await page(t.headers(gestor.token), {
      NOME: 'pagina',
      SORT: 'NOME',
      PAGE: 2,
      PAGESIZE: 50,
    });
    expect(names(p2of50.rows)).toEqual(paginas(51, 60));
  });

  it('counts the filtered total (STATUS) and every page size of 10, 20, 25 and 50', async () => {
    const s4 = await page(t.headers(gestor.token), { NOME: 'pagina', STATUS: 4, PAGE: 1, PAGESIZE: 10 });
    expect(s4.total).toBe(20);
    expect(names(s4.rows)).toEqual([60, 57, 54, 51, 48, 45, 42, 39, 36, 33].map((i) => `PAGINA ${i}`));
    for (const size of [10, 20, 25, 50]) {
      const p = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 1, PAGESIZE: size });
      expect(p.rows, String(size)).toHaveLength(size);
      expect(p).toMatchObject({ total: 60, page: 1, pageSize: size });
    }
  });

  it("pages the whole client list with the client's total, never another client's rows", async () => {
    const own = await codesOfClient('041');
    const seen: number[] = [];
    let total = -1;
    for (let n = 1; n <= 10; n++) {
      const p = await page(t.headers(gestor.token), { PAGE: n, PAGESIZE: 50 });
      total = p.total;
      seen.push(...p.rows.map((r) => r.CODCANDIDATO));
      if (p.rows.length < 50) break;
    }
    expect(total).toBe(own.size);
    expect(seen).toHaveLength(own.size);
    expect(new Set(seen)).toEqual(own);
    const p042 = await page(t.headers(admin.token, C042), { PAGE: 1, PAGESIZE: 50 });
    expect(p042.total).toBe((await codesOfClient('042')).size);
    expect(p042.rows.every((r) => !own.has(r.CODCANDIDATO))).toBe(true);
    expect(names(p042.rows)).not.toContain('PAGINA 01');
  });

  it('uses page 1 and size 25 when only one of PAGE/PAGESIZE is given', async () => {
    const onlyPage = await page(t.headers(gestor.token), { NOME: 'pagina', PAGE: 2 });
    expect(onlyPage).toMatchObject({ total: 60, page: 2, pageSize: 25 });
    expect(names(onlyPage.rows)).toEqual(paginas(35, 11));
    const onlySize = await page(t.headers(gestor.token), { NOME: 'pagina', PAGESIZE: 10 });
    expect(onlySize).toMatchObject({ total: 60, page: 1, pageSize: 10 });
    expect(names(onlySize.rows)).toEqual(paginas(60, 51));
  });

  it('refuses a page size other than 10, 20, 25 or 50, and a page below 1, with 400', async () => {
    for (const PAGESIZE of [15, 100, 0, 1, -10]) {
      const res = await list(t.headers(gestor.token), { PAGE: 1, PAGESIZE });
      expect(res.statusCode, String(PAGESIZE)).toBe(400);
      expect(res.json().message, String(PAGESIZE)).toBe('Tamanho de página inválido (10, 20, 25 ou 50).');
    }
    for (const PAGE of [0, -1, 'abc']) {
      const res = await list(t.headers(gestor.token), { PAGE, PAGESIZE: 10 });
      expect(res.statusCode, String(PAGE)).toBe(400);
    }
  });

  it('keeps answering the unpaged array when no paging is asked for', async () => {
    const rows = await rowsOfList(t.headers(gestor.token), { NOME: 'pagina' });
    expect(rows).toHaveLength(60);
    expect(names(rows)).toEqual(paginas(60, 1));
  });
});
