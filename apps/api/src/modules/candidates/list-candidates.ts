/**
 * GET /candidate/list: filter, sort and page on the server (fast at 100,000 candidates per
 * client: every filter leads with the tenant columns of an index). Without PAGE/PAGESIZE the
 * answer is the spec's plain array (capped, newest first); with them, {rows, total, page, pageSize}.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  badgeFlagsOf,
  documentsSummary,
  parseDateInput,
  startOfBrazilDay,
  type CandidateDocumentState,
  type CandidateListPage,
  type CandidateListQuery,
  type CandidateListRow,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate, customFieldData, status, unit } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { queryPrepared } from '../../lib/prepared.ts';

/** Without paging parameters the spec's plain list is answered, capped to keep it fast. */
export const UNPAGED_LIMIT = 1000;
/** Counting stops here: an exact count of 100,000 rows costs more than the page itself. */
export const COUNT_LIMIT = 1000;

const SORT_COLUMNS = {
  CODCANDIDATO: candidate.codcandidato,
  NOME: sql`lower(${candidate.nome})`,
  EMAIL: candidate.email,
  UNIDADE: unit.unidade,
  DATINICIO: candidate.datinicio,
  DATCADASTRO: candidate.datcadastro,
  DATULTINTERACAO: candidate.datultinteracao,
  CODSTATUS: candidate.codstatus,
} satisfies Record<NonNullable<CandidateListQuery['SORT']>, unknown>;

function dayBound(value: string | undefined, field: string): string | null {
  if (!value) return null;
  const ymd = parseDateInput(value);
  if (!ymd) throw badRequest(`${field}: data inválida (dd/mm/aaaa).`);
  return ymd;
}

function filters(tenant: TenantRef, q: CandidateListQuery): SQL[] {
  const where: SQL[] = [eq(candidate.codadm, tenant.CODADM), eq(candidate.codcli, tenant.CODCLI)];
  const from = dayBound(q.DATINICIAL, 'Data inicial');
  const to = dayBound(q.DATFINAL, 'Data final');
  if (from && to && to < from) throw badRequest('A data final é anterior a data inicial!');
  if (from) where.push(gte(candidate.datcadastro, startOfBrazilDay(from)));
  if (to) where.push(lt(candidate.datcadastro, new Date(startOfBrazilDay(to).getTime() + 86400_000)));
  if (q.STATUS) where.push(eq(candidate.codstatus, q.STATUS));
  const name = q.NOME?.trim().toLowerCase();
  if (name) {
    // a number finds the candidate code; text matches the start of the name (indexed)
    const escaped = name.replace(/[\\%_]/g, (c) => `\\${c}`);
    where.push(
      /^\d+$/.test(name) && Number(name) <= 2147483647
        ? sql`(${candidate.codcandidato} = ${Number(name)} or lower(${candidate.nome}) like ${escaped + '%'})`
        : sql`lower(${candidate.nome}) like ${escaped + '%'}`,
    );
  }
  return where;
}

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
  FACTS: {
    NACIONALIDADE: string | null;
    TIPOCARGO: string | null;
    CARGO: string | null;
    PCD: string | null;
    TRANSGENERO: boolean | null;
  };
  TOTAL: number;
}

const toRow =
  (documents: Map<number, CandidateDocumentState[]>) =>
  ({ POSSUI_INFO, FACTS, TOTAL: _total, ...r }: RawRow): CandidateListRow => ({
    ...r,
    DATCADASTRO: r.DATCADASTRO.toISOString(),
    DATULTINTERACAO: r.DATULTINTERACAO?.toISOString() ?? null,
    ...documentsSummary(documents.get(r.CODCANDIDATO) ?? [], FACTS),
    INFO_EXTRA: { POSSUI_INFO, ...badgeFlagsOf(FACTS) },
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

async function selectRows(
  db: Db,
  tenant: TenantRef,
  where: SQL[],
  q: CandidateListQuery,
  limit: number,
  offset: number,
) {
  const sortCol = SORT_COLUMNS[q.SORT ?? 'DATCADASTRO'];
  const dir = (q.ORDER ?? (q.SORT ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const query = db
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
    .limit(limit)
    .offset(offset);
  // the same filters and order give the same text (values are parameters): a named statement per
  // text is planned once per connection instead of on every page (planning cost more than running)
  const name = `list_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
  const rows = await query.prepare(name).execute();
  const documents = await documentsOfPage(
    db,
    tenant,
    rows.map((r) => r.CODCANDIDATO),
  );
  return { rows: rows.map(toRow(documents)), total: rows[0]?.TOTAL };
}

export async function listCandidates(
  db: Db,
  tenant: TenantRef,
  q: CandidateListQuery,
): Promise<CandidateListRow[] | CandidateListPage> {
  const where = filters(tenant, q);
  if (!q.PAGE && !q.PAGESIZE) return (await selectRows(db, tenant, where, q, UNPAGED_LIMIT, 0)).rows;
  const page = q.PAGE ?? 1;
  const pageSize = q.PAGESIZE ?? 25;
  const { rows, total } = await selectRows(db, tenant, where, q, pageSize, (page - 1) * pageSize);
  // a page past the end has no row to carry the total: count on its own then
  const n = total ?? (await countMatching(db, where));
  return { rows, total: Math.min(n, COUNT_LIMIT), totalCapped: n > COUNT_LIMIT, page, pageSize };
}

async function countMatching(db: Db, where: SQL[]): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(candidate)
    .where(and(...where))
    .limit(COUNT_LIMIT + 1)
    .as('matching');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return count?.n ?? 0;
}
