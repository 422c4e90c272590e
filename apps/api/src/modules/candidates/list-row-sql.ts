/**
 * The computed columns of a list row — the documents' summary (DOCSENVIADOS, DESDOCSENVIADOS,
 * CORDOCS) and the INFO_EXTRA badges — as SQL over a page row `p`, so the database writes the
 * list's JSON itself (decision 080: the plain list; decision 016, 2026-12-04: a page not held). The texts, colours, status codes and which badge is masked come
 * from the domain and the masking rule; the rules themselves (documentsSummary, documentAppliesTo,
 * isDocumentOptional, documentSatisfied, RECORD_BADGES' `on`) are restated here in SQL, and
 * candidate-list-plain.test.ts proves the two equal on every combination of their inputs, and
 * candidate-list-json.test.ts that the text is the serializer's, byte for byte.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CARGO_ESTAGIO,
  DOC_STATUS,
  DOCUMENTS_SUMMARY_COLORS as COLORS,
  DOCUMENTS_SUMMARY_TEXT as TEXT,
  RECORD_BADGES,
  type RecordBadgeKey,
} from '@admissao/domain';
import { isMaskedFor } from '../candidate-record/index.ts';

/** a constant of the domain as an SQL literal (never a value of a request) */
const lit = (v: string | number) => sql.raw(typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

const APROVADO = lit(DOC_STATUS.APROVADO);
const RECUSADO = lit(DOC_STATUS.RECUSADO);

/** `nationalityOf`: 'EST' for a foreigner, else (none yet included) 'BRA' */
const nationality = sql`(case when p.nacionalidade = 'EST' then 'EST' else 'BRA' end)`;
/** `isIntern` */
const intern = sql`coalesce(p.tipocargo = ${lit(CARGO_ESTAGIO)} or p.cargo = ${lit(CARGO_ESTAGIO)}, false)`;
/** `documentAppliesTo`: a type without nationality applies to everyone */
const applies = sql`(coalesce(t.nacionalidade, '') = '' or t.nacionalidade = ${nationality})`;
/** `isDocumentOptional` */
const optional = sql`(t.opcional or (t.opcional_est and ${intern}))`;

/**
 * Per page row: sent, refused and satisfied counts over the types the candidate touched (a
 * document row or a current page — an untouched type counts in none of them), and `required`
 * (every active type that applies and is not optional), read only when the summary needs it.
 */
export const DOCUMENT_COUNTS = sql`
  left join lateral (
    select
      count(*) filter (where x.applies and (x.files > 0 or x.status = ${APROVADO}))::int as sent,
      count(*) filter (where x.applies and x.status = ${RECUSADO})::int as refused,
      count(*) filter (where x.applies and not x.optional
        and (x.status = ${APROVADO} or (x.files > 0 and coalesce(x.status, 0) <> ${RECUSADO})))::int as satisfied
    from (
      select ${applies} as applies, ${optional} as optional, d.status,
        (select count(*) from document_file f
          where f.codcandidato = p.codcandidato and f.codtipodoc = t.codtipodoc and f.active) as files
      -- driven by what the candidate touched (two index probes; most candidates touched nothing):
      -- lateral, so the planner cannot start from the client's types (15 probes a row at 100,000)
      from (
        select codtipodoc from candidate_document where codcandidato = p.codcandidato
        union
        select codtipodoc from document_file where codcandidato = p.codcandidato and active) k
      cross join lateral (
        select * from document_type t
        where t.codtipodoc = k.codtipodoc and t.codadm = p.codadm and t.codcli = p.codcli and t.ativo) t
      left join candidate_document d on d.codcandidato = p.codcandidato and d.codtipodoc = k.codtipodoc
    ) x
  ) docs on true
  left join lateral (
    select count(*)::int as n from document_type t
    where docs.sent > 0 and docs.refused = 0
      and t.codadm = p.codadm and t.codcli = p.codcli and t.ativo and ${applies} and not ${optional}
  ) req on true`;

const plural = (n: SQL, one: string, many: string) =>
  sql`${n} || ' ' || case when ${n} = 1 then ${lit(one)} else ${lit(many)} end`;

/** the three summary keys of `documentsSummary` as columns, in its order of cases */
const DOCUMENT_SUMMARY = sql`
  docs.sent as "DOCSENVIADOS",
  case
    when docs.refused > 0 then ${plural(sql`docs.refused`, TEXT.refusedOne, TEXT.refusedMany)}
    when docs.sent = 0 then ${lit(TEXT.none)}
    when docs.satisfied = req.n then ${lit(TEXT.complete)}
    else docs.satisfied || ' ' || ${lit(TEXT.of)} || ' ' || ${plural(sql`req.n`, TEXT.requiredOne, TEXT.requiredMany)}
  end as "DESDOCSENVIADOS",
  case
    when docs.refused > 0 then ${lit(COLORS.refused)}
    when docs.sent = 0 then ${lit(COLORS.none)}
    when docs.satisfied = req.n then ${lit(COLORS.complete)}
    else ${lit(COLORS.partial)}
  end as "CORDOCS"`;

/** each badge's `on` over the page row's column, and whether the column "has a value" (masking's `filled`) */
const BADGE_SQL = {
  ESTRANGEIRO: {
    on: sql`coalesce(p.nacionalidade = 'EST', false)`,
    filled: sql`coalesce(p.nacionalidade, '') <> ''`,
  },
  PCD: { on: sql`coalesce(p.pcd = 'S', false)`, filled: sql`coalesce(p.pcd, '') <> ''` },
  TRANSGENERO: { on: sql`coalesce(p.transgenero, false)`, filled: sql`p.transgenero is not null` },
} satisfies Record<RecordBadgeKey, { on: SQL; filled: SQL }>;

/** who reads the list (a staff-only call) */
const STAFF = { kind: 'staff' } as const;

/**
 * INFO_EXTRA: POSSUI_INFO, then the badges in RECORD_BADGES' order; a badge whose field is masked
 * to staff (decision 036) is null when the field has a value, as `badgeFlagsOf(values, hiddenFields)`.
 */
const INFO_EXTRA = sql`(select row_to_json(i) from (select
  exists (select 1 from custom_field_data f where f.codcandidato = p.codcandidato) as "POSSUI_INFO",
  ${sql.join(
    RECORD_BADGES.map(({ key, field }) => {
      const { on, filled } = BADGE_SQL[key];
      const value = isMaskedFor(STAFF, field) ? sql`case when ${filled} then null else ${on} end` : on;
      return sql`${value} as ${sql.raw(`"${key}"`)}`;
    }),
    sql`, `,
  )}) i)`;

/** a timestamp as `Date#toISOString` writes it (UTC, milliseconds truncated as the driver's Date does) */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A list row's JSON text over the page row `p` (DOCUMENT_COUNTS joined): `row_to_json` writes it
 * compact, the keys in the contract's order (ZCandidateListRow), strings escaped exactly as
 * JSON.stringify escapes them (the same characters, the same lower-case \u00xx), the date as
 * 'yyyy-mm-dd' — byte for byte what the route's serializer writes of the JavaScript row
 * (candidate-list-json.test.ts). Writing it by concatenation measured the same; most of the cost is
 * evaluating ~20 values per row (decision 016, 2026-12-04).
 */
export const ROW_JSON = sql`(select row_to_json(x)::text from (select
  p.codcandidato as "CODCANDIDATO", p.nome as "NOME", p.email as "EMAIL", p.codunidade as "CODUNIDADE",
  p.unidade as "UNIDADE", p.datinicio as "DATINICIO", ${iso('p.datcadastro')} as "DATCADASTRO",
  ${iso('p.datultinteracao')} as "DATULTINTERACAO", p.codstatus as "CODSTATUS", p.desstatus as "DESSTATUS",
  p.corstatus as "CORSTATUS", ${DOCUMENT_SUMMARY}, ${INFO_EXTRA} as "INFO_EXTRA") x)`;
