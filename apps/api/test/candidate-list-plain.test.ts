/**
 * The plain GET /candidate/list is written as JSON by the database (decision 080); the paged list
 * keeps the JavaScript rows (documentsSummary, badgeFlagsOf, hiddenFields). Both must answer the same
 * rows: here every combination the SQL restates — nationality (none, '', BRA, EST), intern by post
 * type or post, PCD and transgender (masked when filled), no unit, extra information, and per
 * document type every status, no row, pages without a row, removed pages, types limited to a
 * nationality, optional, optional for interns, a type with '' nationality and an inactive type —
 * is listed both ways, in several orders and filters, and compared.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateListPage } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import {
  useCandidateListFixture,
  t,
  gestor,
  list,
  rowsOfList,
  type Row,
} from './support/candidate-list-fixture.ts';

useCandidateListFixture();

const CANDIDATES = 36;
const NATIONALITIES = [null, '', 'BRA', 'EST'];
const POSTS: [string | null, string | null][] = [
  [null, null],
  ['ESTAGIO', 'AUXILIAR'],
  ['OUTROS', 'ESTAGIO'],
  ['OUTROS', 'ANALISTA'],
];
const PCD = [null, '', 'S', 'N'];
const TRANS = [null, true, false];

beforeAll(async () => {
  // the client's types, varied further: one with '' nationality, one inactive
  await t.db.execute(sql`update document_type set nacionalidade = '' where codadm = 9 and codcli = '041'
    and codtipodoc = (select min(codtipodoc) from document_type where codadm = 9 and codcli = '041'
      and nacionalidade is null and not opcional)`);
  await t.db.execute(sql`update document_type set ativo = false where codadm = 9 and codcli = '041'
    and codtipodoc = (select max(codtipodoc) from document_type where codadm = 9 and codcli = '041'
      and nacionalidade is null and not opcional)`);
  const [{ unit: codunidade } = { unit: null }] = rowsOf<{ unit: number }>(
    await t.db.execute(sql`select min(codunidade) as unit from unit where codadm = 9 and codcli = '041'`),
  );
  for (let i = 0; i < CANDIDATES; i++) {
    const [tipocargo, cargo] = POSTS[i % POSTS.length]!;
    await t.db.execute(sql`insert into candidate (codadm, codcli, nome, email, codstatus, datcadastro,
        datultinteracao, datinicio, codunidade, tipocargo, cargo, nacionalidade, pcd, transgenero)
      values (9, '041', ${`PLAIN CANDIDATO ${String(i).padStart(2, '0')}`}, ${`plain${i}@demo.com.br`},
        ${1 + (i % 9)}, now() - make_interval(secs => ${i * 7}) + interval '0.000913 seconds',
        ${i % 3 ? sql`now() - make_interval(mins => ${i})` : null}, ${i % 2 ? '2027-01-15' : null},
        ${i % 5 === 4 ? null : codunidade}, ${tipocargo}, ${cargo}, ${NATIONALITIES[i % 4]!},
        ${PCD[Math.floor(i / 4) % 4]!}, ${TRANS[i % 3]!})`);
  }
  const types = rowsOf<{ codtipodoc: number }>(
    await t.db.execute(sql`select codtipodoc from document_type where codadm = 9 and codcli = '041'
      order by codtipodoc`),
  ).map((r) => r.codtipodoc);
  const people = rowsOf<{ codcandidato: number }>(
    await t.db.execute(sql`select codcandidato from candidate where nome like 'PLAIN CANDIDATO%'
      order by nome`),
  ).map((r) => r.codcandidato);
  // per candidate a mode: nothing; all approved; some sent; one refused; pages without a row;
  // a mix of pending, sent, resent and approved rows with current and removed pages
  const stateOf = (mode: number, j: number): { status: number | null; pages: number; removed: number } =>
    [
      { status: null, pages: 0, removed: 0 },
      { status: 3, pages: 0, removed: 0 },
      j % 3 ? { status: null, pages: 0, removed: 0 } : { status: 1, pages: 1, removed: 0 },
      j === 0 ? { status: 2, pages: 1, removed: 0 } : { status: j % 2 ? 1 : null, pages: j % 2, removed: 0 },
      j % 2 ? { status: null, pages: 0, removed: 0 } : { status: null, pages: 1, removed: 0 },
      { status: [0, 1, 4, 3][j % 4]!, pages: j % 3, removed: 1 },
    ][mode]!;
  for (const [i, id] of people.entries()) {
    for (const [j, type] of types.entries()) {
      const { status, pages, removed } = stateOf(i % 6, j);
      if (status !== null)
        await t.db.execute(sql`insert into candidate_document (codcandidato, codtipodoc, status)
          values (${id}, ${type}, ${status})`);
      for (let k = 0; k < pages + removed; k++)
        await t.db.execute(sql`insert into document_file (codcandidato, codtipodoc, storage_key, kind, mime,
            size, active, created_by)
          values (${id}, ${type}, ${`plain/${id}/${type}/${k}`}, 'img', 'image/jpeg', 10,
            ${k < pages}, 'teste')`);
    }
    if (i % 4 === 1)
      await t.db.execute(sql`insert into custom_field_data (codcandidato, codinfo, descricao)
        select ${id}, codinfo, 'x' from custom_field where codadm = 9 and codcli = '041' limit 1`);
  }
});

/** every page of the paged list (the JavaScript rows), concatenated */
async function pagedRows(query: Record<string, string>) {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await list(t.headers(gestor.token), { ...query, PAGE: page, PAGESIZE: 50 });
    expect(res.statusCode).toBe(200);
    const answer = res.json<CandidateListPage>();
    rows.push(...answer.rows);
    if (answer.rows.length < 50) return rows;
  }
}

const QUERIES: Record<string, string>[] = [
  {},
  { SORT: 'NOME' },
  { SORT: 'UNIDADE', ORDER: 'desc' },
  { SORT: 'DATULTINTERACAO' },
  { SORT: 'CODSTATUS', ORDER: 'desc' },
  { STATUS: '3' },
  { NOME: 'plain' },
  { DATINICIAL: '01/01/2020' },
];

describe('GET /candidate/list: the plain list written by the database answers what the paged rows say', () => {
  it.each(QUERIES)('same rows, same order, same keys: %o', async (query) => {
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
