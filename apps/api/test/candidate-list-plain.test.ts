/**
 * The plain GET /candidate/list is written as JSON by the database on PostgreSQL (decision 080); the
 * JavaScript rows (documentsSummary, badgeFlagsOf, hiddenFields — PGlite's path, `readPage`) must say
 * the same: every combination the SQL restates (support/list-variety.ts) is listed both ways, in
 * several orders and filters, and compared value by value and key by key. The bytes are compared in
 * candidate-list-json.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ZCandidateList } from '@admissao/domain';
import { readPage } from '../src/modules/candidates/list-candidates.ts';
import { filters } from '../src/modules/candidates/list-filters.ts';
import {
  useCandidateListFixture,
  t,
  gestor,
  rowsOfList,
  C041,
  type Row,
} from './support/candidate-list-fixture.ts';
import { CANDIDATES, LIST_QUERIES, seedListVariety } from './support/list-variety.ts';

useCandidateListFixture();

beforeAll(() => seedListVariety(t));

/** every page of the list the JavaScript way, concatenated */
async function pagedRows(query: Record<string, string>) {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const q = ZCandidateList.parse({ ...query, PAGE: page, PAGESIZE: 50 });
    const answer = await readPage(t.db, C041, filters(C041, q), q);
    rows.push(...answer.rows);
    if (answer.rows.length < 50) return rows;
  }
}

describe('GET /candidate/list: the plain list written by the database answers what the JavaScript rows say', () => {
  it.each(LIST_QUERIES)('same rows, same order, same keys: %o', async (query) => {
    const plain = await rowsOfList(t.headers(gestor.token), query);
    const paged = await pagedRows(query);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain).toEqual(paged);
    for (const [i, row] of plain.entries()) {
      expect(Object.keys(row)).toEqual(Object.keys(paged[i]!));
      expect(Object.keys(row.INFO_EXTRA)).toEqual(Object.keys(paged[i]!.INFO_EXTRA));
    }
  });

  it('covers every summary and badge value the rules can give', async () => {
    const rows = await rowsOfList(t.headers(gestor.token), { NOME: 'plain' });
    expect(rows).toHaveLength(CANDIDATES);
    const summaries = new Set(rows.map((r) => r.CORDOCS));
    expect(summaries.size, [...summaries].join(' ')).toBe(4);
    const texts = rows.map((r) => r.DESDOCSENVIADOS);
    expect(texts.some((x) => / de \d+ obrigatórios enviados$/.test(x))).toBe(true);
    expect(texts.some((x) => /^\d+ documentos? recusados?$/.test(x))).toBe(true);
    for (const key of ['ESTRANGEIRO', 'PCD', 'TRANSGENERO'] as const)
      expect(new Set(rows.map((r) => r.INFO_EXTRA[key])).size, key).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r.INFO_EXTRA.POSSUI_INFO)).size).toBe(2);
    expect(rows.some((r) => r.UNIDADE === null && r.DATULTINTERACAO === null)).toBe(true);
  });
});
