/**
 * Candidates of client 041 over every combination the list's SQL restates (decisions 016 and 080):
 * nationality (none, '', BRA, EST), intern by post type or post, PCD and transgender (masked when
 * filled), no unit, extra information, and per document type every status, no row, pages without a
 * row, removed pages, types limited to a nationality, optional, optional for interns, a type with ''
 * nationality and an inactive type. Shared by candidate-list-plain.test.ts and candidate-list-json.test.ts.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows.ts';
import type { TestApp } from '../../src/testing/test-app.ts';

export const CANDIDATES = 36;
const NATIONALITIES = [null, '', 'BRA', 'EST'];
const POSTS: [string | null, string | null][] = [
  [null, null],
  ['ESTAGIO', 'AUXILIAR'],
  ['OUTROS', 'ESTAGIO'],
  ['OUTROS', 'ANALISTA'],
];
const PCD = [null, '', 'S', 'N'];
const TRANS = [null, true, false];

/** the orders and filters both ways of writing the list are compared in */
export const LIST_QUERIES: Record<string, string>[] = [
  {},
  { SORT: 'NOME' },
  { SORT: 'UNIDADE', ORDER: 'desc' },
  { SORT: 'DATULTINTERACAO' },
  { SORT: 'CODSTATUS', ORDER: 'desc' },
  { STATUS: '3' },
  { NOME: 'plain' },
  { DATINICIAL: '01/01/2020' },
];

/** adds the candidates (named 'PLAIN CANDIDATO nn') and their documents */
export async function seedListVariety(t: TestApp) {
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
}
