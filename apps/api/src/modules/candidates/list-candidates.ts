/**
 * GET /candidate/list: filter, sort and page on the server (fast at 100,000 candidates per
 * client: every filter leads with the tenant columns of an index). Without PAGE/PAGESIZE the
 * answer is the spec's plain array (capped, newest first); with them, {rows, total, page, pageSize}.
 */
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  parseDateInput,
  startOfBrazilDay,
  type CandidateListPage,
  type CandidateListQuery,
  type CandidateListRow,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate, customFieldData, status, unit } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';

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
  TOTAL: number;
}

const toRow = ({ POSSUI_INFO, TOTAL: _total, ...r }: RawRow): CandidateListRow => ({
  ...r,
  DATCADASTRO: r.DATCADASTRO.toISOString(),
  DATULTINTERACAO: r.DATULTINTERACAO?.toISOString() ?? null,
  // documents arrive with the documents issue; until then nothing has been sent
  DOCSENVIADOS: 0,
  DESDOCSENVIADOS: 'Nenhum documento enviado',
  CORDOCS: '#868e96',
  INFO_EXTRA: { POSSUI_INFO, ESTRANGEIRO: false, PCD: false, TRANSGENERO: false },
});

async function selectRows(db: Db, where: SQL[], q: CandidateListQuery, limit: number, offset: number) {
  const sortCol = SORT_COLUMNS[q.SORT ?? 'DATCADASTRO'];
  const dir = (q.ORDER ?? (q.SORT ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const rows = await db
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
      // the (capped) total rides in the same round trip as the page
      TOTAL: sql<number>`(select count(*)::int from (select 1 from ${candidate} where ${and(...where)} limit ${COUNT_LIMIT + 1}) as matching)`,
    })
    .from(candidate)
    .innerJoin(status, eq(status.codstatus, candidate.codstatus))
    .leftJoin(unit, eq(unit.codunidade, candidate.codunidade))
    .where(and(...where))
    .orderBy(dir(sortCol as never), dir(candidate.codcandidato))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(toRow), total: rows[0]?.TOTAL };
}

export async function listCandidates(
  db: Db,
  tenant: TenantRef,
  q: CandidateListQuery,
): Promise<CandidateListRow[] | CandidateListPage> {
  const where = filters(tenant, q);
  if (!q.PAGE && !q.PAGESIZE) return (await selectRows(db, where, q, UNPAGED_LIMIT, 0)).rows;
  const page = q.PAGE ?? 1;
  const pageSize = q.PAGESIZE ?? 25;
  const { rows, total } = await selectRows(db, where, q, pageSize, (page - 1) * pageSize);
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
