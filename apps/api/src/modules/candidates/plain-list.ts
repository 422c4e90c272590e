/**
 * The spec's plain GET /candidate/list (no PAGE/PAGESIZE: the array, capped at UNPAGED_LIMIT rows)
 * as ONE statement whose single value is the answer's JSON text, written by the database
 * (decision 080). No held page serves it (decision 016), so every call pays for it: before, it was
 * the page statement (with a capped count it threw away), a second statement with a row per
 * candidate and document type, a JavaScript object per row and the route's serializer — ~0.6 ms of
 * API CPU and ~0.5 ms of PostgreSQL for 4 rows, and ~15,000 driver rows at the 1,000-row cap.
 * The paged list keeps the JavaScript path (its pages are held as text); the two answer the same
 * rows (candidate-list-plain.test.ts).
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { CandidateListQuery } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate, status, unit } from '../../db/schema.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import { orderOf, param, SORT_COLUMNS, type ListFilters } from './list-filters.ts';
import { DOCUMENT_COUNTS, DOCUMENT_SUMMARY_KEYS, INFO_EXTRA } from './list-row-sql.ts';

/** a timestamp as `Date#toISOString` writes it (UTC, milliseconds truncated as the driver's Date does) */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function plainListSql(f: ListFilters, q: CandidateListQuery): SQL {
  const { sort, order } = orderOf(q);
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  // the page's rows first (the filters' index, the order, the cap), then each row's JSON over them
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
    limit ${param('limit')}`;
  // keys in the contract's order (ZCandidateListRow), as the route's serializer writes them
  return sql`select coalesce(json_agg(json_build_object(
      'CODCANDIDATO', p.codcandidato, 'NOME', p.nome, 'EMAIL', p.email, 'CODUNIDADE', p.codunidade,
      'UNIDADE', p.unidade, 'DATINICIO', p.datinicio, 'DATCADASTRO', ${iso('p.datcadastro')},
      'DATULTINTERACAO', ${iso('p.datultinteracao')}, 'CODSTATUS', p.codstatus, 'DESSTATUS', p.desstatus,
      'CORSTATUS', p.corstatus, ${DOCUMENT_SUMMARY_KEYS}, 'INFO_EXTRA', ${INFO_EXTRA}
    ) order by p.sort_key ${dir}, p.codcandidato ${dir}), '[]')::text as json
    from (${page}) p
    ${DOCUMENT_COUNTS}`;
}

interface Statement {
  name: string;
  text: string;
  /** the statement's parameters in order: a value, or the name of a filter's placeholder */
  params: ({ placeholder: string } | { value: unknown })[];
}

/** each shape's statement as text, built once per process (the shapes are bounded, decision 016) */
const statements = new Map<string, Statement>();

function statementOf(db: Db, f: ListFilters, q: CandidateListQuery): Statement {
  const { sort, order } = orderOf(q);
  const key = `${sort}_${order}_${f.shape}`;
  let known = statements.get(key);
  if (!known) {
    const dialect = (db as unknown as { dialect: PgDialect }).dialect;
    const { sql: text, params } = dialect.sqlToQuery(plainListSql(f, q));
    known = {
      name: `list_plain_${key}`,
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
 * The plain list's JSON text: one named prepared statement per shape (planned once per pooled
 * connection; PGlite runs the text), one row, one text value — the API neither parses nor
 * serializes a row of it.
 */
export async function plainListJson(db: Db, f: ListFilters, q: CandidateListQuery, limit: number) {
  const statement = statementOf(db, f, q);
  const values: Record<string, unknown> = { ...f.values, limit };
  const [row] = await queryPrepared<{ json: string }>(
    db,
    statement.name,
    statement.text,
    statement.params.map((p) => ('placeholder' in p ? values[p.placeholder] : p.value)),
  );
  return row?.json ?? '[]';
}
