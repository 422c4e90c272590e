/**
 * GET /candidate/list: filter, sort and page on the server (fast at 100,000 candidates per
 * client: every filter leads with the tenant columns of an index). Without PAGE/PAGESIZE the
 * answer is the spec's plain array (capped, newest first); with them, {rows, total, page, pageSize}.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  badgeFlagsOf,
  documentsSummary,
  type CandidateDocumentState,
  type CandidateListPage,
  type CandidateListQuery,
  type CandidateListRow,
  type CandidateValues,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate, customFieldData, status, unit } from '../../db/schema.ts';
import { driverClient, queryPrepared } from '../../lib/prepared.ts';
import type { SessionCache } from '../auth/index.ts';
import { hiddenFields } from '../candidate-record/index.ts';
import { COUNT_LIMIT, filters, orderOf, param, SORT_COLUMNS, type ListFilters } from './list-filters.ts';
import { pageJson, plainListJson } from './list-json.ts';

export { COUNT_LIMIT };
/** Without paging parameters the spec's plain list is answered, capped to keep it fast. */
export const UNPAGED_LIMIT = 1000;

interface RawRow {
  CODCANDIDATO: number;
  NOME: string;
  EMAIL: string;
  CODUNIDADE: number | null;
  UNIDADE: string | null;
  DATINICIO: string | null;
  DATCADASTRO: Date;
  DATULTINTERACAO: Date | null;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  POSSUI_INFO: boolean;
  /** what the document rules and the badges read of the record */
  FACTS: Pick<CandidateValues, 'NACIONALIDADE' | 'TIPOCARGO' | 'CARGO' | 'PCD' | 'TRANSGENERO'>;
  TOTAL: number;
}

/** who reads the list (a staff-only call; held pages are shared by the client's staff, masked alike) */
const STAFF = { kind: 'staff' } as const;

const toRow =
  (documents: Map<number, CandidateDocumentState[]>) =>
  ({ POSSUI_INFO, FACTS, TOTAL: _total, ...r }: RawRow): CandidateListRow => ({
    ...r,
    DATCADASTRO: r.DATCADASTRO.toISOString(),
    DATULTINTERACAO: r.DATULTINTERACAO?.toISOString() ?? null,
    ...documentsSummary(documents.get(r.CODCANDIDATO) ?? [], FACTS),
    // the list is staff's: a badge of a masked field is null, as the record read hides it (decision
    // 036; until 2026-12-02 the list answered PCD and TRANSGENERO in clear, issue 31 §2)
    INFO_EXTRA: { POSSUI_INFO, ...badgeFlagsOf(FACTS, hiddenFields(STAFF, FACTS)) },
  });

interface DocumentRow {
  codcandidato: number;
  opcional: boolean;
  opcional_est: boolean;
  nacionalidade: string | null;
  status: number | null;
  files: number;
}

// Every list page reads its candidates' documents with this same text: a named prepared statement
// (lib/prepared.ts) is planned once per connection — planning it cost twice its execution.
const DOCUMENTS_OF_PAGE = `
  select c.codcandidato, t.opcional, t.opcional_est, t.nacionalidade, d.status,
    (select count(*)::int from document_file f
      where f.codcandidato = c.codcandidato and f.codtipodoc = t.codtipodoc and f.active) as files
  from unnest($3::int[]) as c(codcandidato)
  join document_type t on t.codadm = $1 and t.codcli = $2 and t.ativo
  left join candidate_document d on d.codcandidato = c.codcandidato and d.codtipodoc = t.codtipodoc`;

/**
 * The documents of the page's candidates, in one statement: every active type of the client with the
 * candidate's status and current pages (the rules of documentsSummary decide what applies).
 */
async function documentsOfPage(db: Db, tenant: TenantRef, ids: number[]) {
  const out = new Map<number, CandidateDocumentState[]>();
  if (!ids.length) return out;
  const rows = await queryPrepared<DocumentRow>(db, 'list_documents_of_page', DOCUMENTS_OF_PAGE, [
    tenant.CODADM,
    tenant.CODCLI,
    `{${ids.join(',')}}`,
  ]);
  for (const r of rows) {
    const list = out.get(r.codcandidato) ?? [];
    list.push({
      OPCIONAL: r.opcional,
      OPCIONAL_EST: r.opcional_est,
      NACIONALIDADE: r.nacionalidade,
      STATUS: r.status,
      FILES: Number(r.files),
    });
    out.set(r.codcandidato, list);
  }
  return out;
}

/** each shape's page statement, built and prepared once per database */
const pageQueries = new WeakMap<Db, Map<string, ReturnType<typeof preparePageQuery>>>();

function preparePageQuery(db: Db, where: SQL[], q: CandidateListQuery, name: string) {
  const { sort, order } = orderOf(q);
  const sortCol = SORT_COLUMNS[sort];
  const dir = order === 'asc' ? asc : desc;
  return db
    .select({
      CODCANDIDATO: candidate.codcandidato,
      NOME: candidate.nome,
      EMAIL: candidate.email,
      CODUNIDADE: candidate.codunidade,
      UNIDADE: unit.unidade,
      DATINICIO: candidate.datinicio,
      DATCADASTRO: candidate.datcadastro,
      DATULTINTERACAO: candidate.datultinteracao,
      CODSTATUS: candidate.codstatus,
      DESSTATUS: status.desstatus,
      CORSTATUS: status.corstatus,
      POSSUI_INFO: sql<boolean>`exists (select 1 from ${customFieldData} where ${customFieldData.codcandidato} = ${candidate.codcandidato})`,
      FACTS: sql<RawRow['FACTS']>`json_build_object('NACIONALIDADE', ${candidate.nacionalidade},
        'TIPOCARGO', ${candidate.tipocargo}, 'CARGO', ${candidate.cargo}, 'PCD', ${candidate.pcd},
        'TRANSGENERO', ${candidate.transgenero})`,
      // the (capped) total rides in the same round trip as the page
      TOTAL: sql<number>`(select count(*)::int from (select 1 from ${candidate} where ${and(...where)} limit ${COUNT_LIMIT + 1}) as matching)`,
    })
    .from(candidate)
    .innerJoin(status, eq(status.codstatus, candidate.codstatus))
    .leftJoin(unit, eq(unit.codunidade, candidate.codunidade))
    .where(and(...where))
    .orderBy(dir(sortCol), dir(candidate.codcandidato))
    .limit(param('limit'))
    .offset(param('offset'))
    .prepare(name);
}

/**
 * The page statement of these filters and this order. Building Drizzle's SQL text cost as much as
 * the rest of the call, and planning it more than running it (decision 016): each shape is built
 * once and prepared under its own name, so each pooled connection plans it once. The shapes are
 * bounded: sort column × order × which filters are present.
 */
function pageQuery(db: Db, f: ListFilters, q: CandidateListQuery) {
  const { sort, order } = orderOf(q);
  const key = `${sort}_${order}_${f.shape}`;
  let byShape = pageQueries.get(db);
  if (!byShape) {
    byShape = new Map();
    pageQueries.set(db, byShape);
  }
  let query = byShape.get(key);
  if (!query) {
    query = preparePageQuery(db, f.where, q, `list_page_${key}`);
    byShape.set(key, query);
  }
  return query;
}

async function selectRows(
  db: Db,
  tenant: TenantRef,
  f: ListFilters,
  q: CandidateListQuery,
  limit: number,
  offset: number,
) {
  const rows = await pageQuery(db, f, q).execute({ ...f.values, limit, offset });
  const documents = await documentsOfPage(
    db,
    tenant,
    rows.map((r) => r.CODCANDIDATO),
  );
  return { rows: rows.map(toRow(documents)), total: rows[0]?.TOTAL };
}

/** a page the JavaScript way: two statements, the rows mapped here (PGlite; the oracle of the tests) */
export async function readPage(
  db: Db,
  tenant: TenantRef,
  f: ListFilters,
  q: CandidateListQuery,
): Promise<CandidateListPage> {
  const page = q.PAGE ?? 1;
  const pageSize = q.PAGESIZE ?? 25;
  const { rows, total } = await selectRows(db, tenant, f, q, pageSize, (page - 1) * pageSize);
  // a page past the end has no row to carry the total: count on its own then
  const n = total ?? (await countMatching(db, f));
  return { rows, total: Math.min(n, COUNT_LIMIT), totalCapped: n > COUNT_LIMIT, page, pageSize };
}

type Serialize = (answer: CandidateListRow[] | CandidateListPage) => string;

/**
 * With `checkResponses` (tests, development) the text the database wrote must be exactly what the
 * route's serializer writes of it: the contract check runs on it, and a byte of difference fails the call.
 */
function checked(json: string, serialize: Serialize, checkResponses: boolean): string {
  if (checkResponses && serialize(JSON.parse(json) as CandidateListPage) !== json)
    throw new Error('GET /candidate/list: the JSON written by the database differs from the serializer');
  return json;
}

/**
 * A page read from the database as the JSON text it is sent as. PostgreSQL writes it in one
 * statement (list-json.ts; decision 016, 2026-12-04: a page not held — a client whose candidates
 * keep saving — cost two statements and ~4 ms of API CPU for 50 rows). PGlite runs a statement's
 * text each time (no prepared plan), where planning the one statement costs more than the two of the
 * JavaScript path (decision 080), so the embedded default keeps that path.
 */
async function pageText(
  db: Db,
  tenant: TenantRef,
  f: ListFilters,
  q: CandidateListQuery,
  serialize: Serialize,
) {
  if (driverClient(db).kind === 'pglite') return serialize(await readPage(db, tenant, f, q));
  return pageJson(db, f, q, q.PAGE ?? 1, q.PAGESIZE ?? 25);
}

type HeldPages = Pick<SessionCache<unknown, unknown>, 'sharedListPage'>;

/**
 * GET /candidate/list as its JSON text (`serialize`: the route's own response serializer). A page is
 * answered from memory while it is held and changes are heard — held as the text it was sent as, so
 * a held answer costs neither a read nor a serialization (decision 016: dropped by any change to what
 * a row of the client's list shows, migration 0026), and calls that miss it together share one read
 * (`sharedListPage`: a busy client's page is dropped faster than it is read). The plain unpaged list (up to 1,000 rows) is
 * always read, as the JSON text the database writes (decision 080), and so is a page not held
 * (PostgreSQL; `checked` in tests: the same bytes as the serializer's).
 */
export async function listCandidatesJson(
  db: Db,
  held: HeldPages,
  tenant: TenantRef,
  q: CandidateListQuery,
  serialize: Serialize,
  checkResponses = false,
): Promise<string> {
  const f = filters(tenant, q);
  // without paging parameters: the spec's plain array (capped, newest first), always read
  if (!q.PAGE && !q.PAGESIZE) {
    // PGlite runs a statement's text each time (no prepared plan): planning the one statement cost
    // more there than the two of the JavaScript path (decision 080), so the embedded default keeps it
    if (driverClient(db).kind === 'pglite')
      return serialize((await selectRows(db, tenant, f, q, UNPAGED_LIMIT, 0)).rows);
    return checked(await plainListJson(db, f, q, UNPAGED_LIMIT), serialize, checkResponses);
  }
  // the filters' values (dates as instants), the order and the page: the tenant is the cache's own key
  const { codadm: _a, codcli: _c, ...values } = f.values;
  const { sort, order } = orderOf(q);
  const key = JSON.stringify([f.shape, values, sort, order, q.PAGE ?? 1, q.PAGESIZE ?? 25]);
  return held.sharedListPage(tenant, key, async () =>
    checked(await pageText(db, tenant, f, q, serialize), serialize, checkResponses),
  );
}

async function countMatching(db: Db, f: ListFilters): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(candidate)
    .where(and(...f.where))
    .limit(COUNT_LIMIT + 1)
    .as('matching');
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matching)
    .prepare(`list_count_${f.shape}`)
    .execute(f.values);
  return count?.n ?? 0;
}
