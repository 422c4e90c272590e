/**
 * GET /candidate/list as ONE statement whose single value is the answer's JSON text, written by the
 * database (decision 080: the spec's plain array; decision 016, 2026-12-04: a page with its capped
 * total, read when no held page answers — issue 35 §1, cold reads). Before, a page cost two
 * statements (the rows with the capped count, then a row per candidate and document type), a
 * JavaScript object per row and the route's serializer. The JavaScript path stays for PGlite
 * (list-candidates.ts), and the two are proved to write the same bytes (candidate-list-json.test.ts).
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { CandidateListQuery } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate, status, unit } from '../../db/schema.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import { COUNT_LIMIT, orderOf, param, SORT_COLUMNS, type ListFilters } from './list-filters.ts';
import { DOCUMENT_COUNTS, ROW_JSON } from './list-row-sql.ts';

/**
 * Which rows: `limit` is written into the statement, and the offset too when it is 0 (page 1, the
 * page read on every visit). A LIMIT or OFFSET given as a parameter makes PostgreSQL's generic plan
 * guess 10 % of the rows, so the plan cache kept a custom plan — planned again on every call (~1.5 ms
 * of the page's ~3 ms of backend CPU; decision 016, 2026-12-04). Later pages keep the offset as a
 * parameter (planned per call, as every page was before).
 */
interface Window {
  limit: number;
  /** false: the first rows (no OFFSET) */
  offset: boolean;
}

/** the rows of the filters, in their order, in the window: each with its JSON text and sort key */
function rowsSql(f: ListFilters, q: CandidateListQuery, w: Window): SQL {
  // written into the text: a page size the contract allows, or the plain list's cap — never free text
  if (!Number.isInteger(w.limit) || w.limit < 1) throw new Error(`unexpected list limit ${w.limit}`);
  const { sort, order } = orderOf(q);
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  // the page's rows first (the filters' index, the order, the window), then each row's JSON over them
  const page = sql`select ${candidate.codcandidato} as codcandidato, ${candidate.codadm} as codadm,
      ${candidate.codcli} as codcli, ${candidate.nome} as nome, ${candidate.email} as email,
      ${candidate.codunidade} as codunidade, ${unit.unidade} as unidade, ${candidate.datinicio} as datinicio,
      ${candidate.datcadastro} as datcadastro, ${candidate.datultinteracao} as datultinteracao,
      ${candidate.codstatus} as codstatus, ${status.desstatus} as desstatus, ${status.corstatus} as corstatus,
      ${candidate.nacionalidade} as nacionalidade, ${candidate.tipocargo} as tipocargo,
      ${candidate.cargo} as cargo, ${candidate.pcd} as pcd, ${candidate.transgenero} as transgenero,
      ${SORT_COLUMNS[sort]} as sort_key
    from ${candidate}
    inner join ${status} on ${status.codstatus} = ${candidate.codstatus}
    left join ${unit} on ${unit.codunidade} = ${candidate.codunidade}
    where ${and(...f.where)}
    order by ${SORT_COLUMNS[sort]} ${dir}, ${candidate.codcandidato} ${dir}
    limit ${sql.raw(String(w.limit))}${w.offset ? sql` offset ${param('offset')}` : sql``}`;
  return sql`select ${ROW_JSON} as json, p.sort_key, p.codcandidato from (${page}) p ${DOCUMENT_COUNTS}`;
}

/** the rows' texts joined into a JSON array, in the page's order (a scalar subquery) */
function arraySql(f: ListFilters, q: CandidateListQuery, w: Window): SQL {
  const dir = sql.raw(orderOf(q).order === 'asc' ? 'asc' : 'desc');
  return sql`(select '[' || coalesce(string_agg(r.json, ',' order by r.sort_key ${dir}, r.codcandidato ${dir}), '')
    || ']' from (${rowsSql(f, q, w)}) r)`;
}

/** the plain list: the array alone */
const plainSql = (f: ListFilters, q: CandidateListQuery, w: Window) =>
  sql`select ${arraySql(f, q, w)} as json`;

/** a page: {rows, total, totalCapped, page, pageSize} in the contract's order, the total capped */
function pageSql(f: ListFilters, q: CandidateListQuery, w: Window): SQL {
  // constants, not parameters: a LIMIT parameter would keep the plan custom (see Window)
  const [limit, cap] = [sql.raw(String(COUNT_LIMIT + 1)), sql.raw(String(COUNT_LIMIT))];
  const capped = sql`(select count(*)::int as n from (select 1 from ${candidate} where ${and(...f.where)}
    limit ${limit}) matching)`;
  return sql`select '{"rows":' || ${arraySql(f, q, w)} || ',"total":' || least(c.n, ${cap})
    || ',"totalCapped":' || case when c.n > ${cap} then 'true' else 'false' end
    || ',"page":' || ${param('page')}::int || ',"pageSize":' || ${sql.raw(String(w.limit))} || '}' as json
    from ${capped} c`;
}

interface Statement {
  name: string;
  text: string;
  /** the statement's parameters in order: a value, or the name of a filter's placeholder */
  params: ({ placeholder: string } | { value: unknown })[];
}

/** each kind and shape's statement as text, built once per process (the shapes are bounded, decision 016) */
const statements = new Map<string, Statement>();

function statementOf(db: Db, kind: 'plain' | 'page', f: ListFilters, q: CandidateListQuery, w: Window) {
  const { sort, order } = orderOf(q);
  const key = `${kind}_${sort}_${order}_${f.shape}_${w.limit}${w.offset ? '_o' : ''}`;
  let known = statements.get(key);
  if (!known) {
    const dialect = (db as unknown as { dialect: PgDialect }).dialect;
    const { sql: text, params } = dialect.sqlToQuery((kind === 'plain' ? plainSql : pageSql)(f, q, w));
    known = {
      name: `list_json_${key}`,
      text,
      params: params.map((p) =>
        p && typeof p === 'object' && 'name' in p && typeof p.name === 'string'
          ? { placeholder: p.name }
          : { value: p },
      ),
    };
    statements.set(key, known);
  }
  return known;
}

/**
 * One named prepared statement per kind and shape (planned once per pooled connection when its
 * window is constant; PGlite runs the text), one row, one text value — the API neither parses nor
 * serializes a row of it.
 */
async function listJson(
  db: Db,
  kind: 'plain' | 'page',
  f: ListFilters,
  q: CandidateListQuery,
  w: Window,
  values: object,
) {
  const statement = statementOf(db, kind, f, q, w);
  const all: Record<string, unknown> = { ...f.values, ...values };
  const [row] = await queryPrepared<{ json: string }>(
    db,
    statement.name,
    statement.text,
    statement.params.map((p) => ('placeholder' in p ? all[p.placeholder] : p.value)),
  );
  if (!row) throw new Error('the list statement answered no row');
  return row.json;
}

/** the spec's plain array (no PAGE/PAGESIZE): newest first unless sorted, `limit` rows at most */
export const plainListJson = (db: Db, f: ListFilters, q: CandidateListQuery, limit: number) =>
  listJson(db, 'plain', f, q, { limit, offset: false }, {});

/** one page and the capped total of its filters */
export const pageJson = (db: Db, f: ListFilters, q: CandidateListQuery, page: number, pageSize: number) =>
  listJson(db, 'page', f, q, { limit: pageSize, offset: page > 1 }, { offset: (page - 1) * pageSize, page });
