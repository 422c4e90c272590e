/**
 * GET /candidate/list written as JSON text by the database — a page not held (decision 016,
 * 2026-12-04) and the plain array (decision 080) — must be byte for byte what the route's serializer
 * writes of the JavaScript rows (`readPage`, PGlite's path). The statements run here on both
 * databases, over every combination support/list-variety.ts makes, in several orders, filters, pages
 * and page sizes, past the end too, and with names holding what JSON must escape.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidatesApi, ZCandidateList, type CandidateListPage } from '@admissao/domain';
import { stringifierOf } from '../src/lib/response-serializer.ts';
import { readPage } from '../src/modules/candidates/list-candidates.ts';
import { filters } from '../src/modules/candidates/list-filters.ts';
import { pageJson, plainListJson } from '../src/modules/candidates/list-json.ts';
import { useCandidateListFixture, t, gestor, list, C041 } from './support/candidate-list-fixture.ts';
import { LIST_QUERIES, seedListVariety } from './support/list-variety.ts';

useCandidateListFixture();

/** the route's own serializer (the contract's union: the plain array or a page) */
const serialize = stringifierOf(candidatesApi.list.response);

/** names JSON.stringify escapes: quote, backslash, control characters; and some it leaves alone */
const AWKWARD = [
  'ASPAS "DUPLAS" E \\ BARRA',
  'TAB\tE\nLINHA\r\u0001\u001f',
  'ÇÃO \u2028 \u{1F600} / </script>',
];

beforeAll(async () => {
  await seedListVariety(t);
  for (const [i, nome] of AWKWARD.entries())
    await t.db.execute(sql`insert into candidate (codadm, codcli, nome, email, codstatus)
      values (9, '041', ${`PLAIN ${nome}`}, ${`awkward${i}"\\@demo.com.br`}, 3)`);
});

const PAGES = [
  [1, 10],
  [2, 10],
  [1, 50],
  [2, 25],
  [99, 20],
] as const;

const jsPage = (q: ReturnType<typeof ZCandidateList.parse>) => readPage(t.db, C041, filters(C041, q), q);

describe("GET /candidate/list: the text the database writes is the serializer's", () => {
  it.each(LIST_QUERIES)('every page and page size, past the end too: %o', async (query) => {
    for (const [PAGE, PAGESIZE] of PAGES) {
      const q = ZCandidateList.parse({ ...query, PAGE, PAGESIZE });
      const expected = serialize(await jsPage(q));
      expect(await pageJson(t.db, filters(C041, q), q, PAGE, PAGESIZE), `${PAGE}/${PAGESIZE}`).toBe(expected);
    }
  });

  it.each(LIST_QUERIES)('the plain array: %o', async (query) => {
    const rows: CandidateListPage['rows'] = [];
    for (let PAGE = 1; ; PAGE++) {
      const page = await jsPage(ZCandidateList.parse({ ...query, PAGE, PAGESIZE: 50 }));
      rows.push(...page.rows);
      if (page.rows.length < 50) break;
    }
    const q = ZCandidateList.parse(query);
    expect(await plainListJson(t.db, filters(C041, q), q, 1000)).toBe(serialize(rows));
  });

  it('escapes what JSON.stringify escapes, and the route sends those bytes', async () => {
    const q = ZCandidateList.parse({ NOME: 'plain', SORT: 'NOME', PAGE: 1, PAGESIZE: 50 });
    const expected = serialize(await jsPage(q));
    for (const nome of AWKWARD) expect(expected).toContain(JSON.stringify(`PLAIN ${nome}`));
    expect(await pageJson(t.db, filters(C041, q), q, 1, 50)).toBe(expected);
    const res = await list(t.headers(gestor.token), { NOME: 'plain', SORT: 'NOME', PAGE: 1, PAGESIZE: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(expected);
  });
});
