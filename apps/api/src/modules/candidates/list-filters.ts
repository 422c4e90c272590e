/**
 * What a list call filters and sorts by (GET /candidate/list, decision 016): every filter leads with
 * the tenant columns of an index; the values are placeholders, so a statement is built once per shape.
 */
import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { parseDateInput, startOfBrazilDay, type CandidateListQuery, type TenantRef } from '@admissao/domain';
import { candidate, unit } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';

/** Counting stops here: an exact count of 100,000 rows costs more than the page itself (decision 016). */
export const COUNT_LIMIT = 1000;

export const SORT_COLUMNS = {
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

/**
 * What a list call filters by. Which filters are present and the order make the statement's
 * `shape`; the values are its parameters — so each shape is built and prepared once (see `pageQuery`).
 */
export interface ListFilters {
  where: SQL[];
  values: Record<string, unknown>;
  shape: string;
}

export const param = sql.placeholder;

export function filters(tenant: TenantRef, q: CandidateListQuery): ListFilters {
  const where: SQL[] = [eq(candidate.codadm, param('codadm')), eq(candidate.codcli, param('codcli'))];
  const values: Record<string, unknown> = { codadm: tenant.CODADM, codcli: tenant.CODCLI };
  let shape = '';
  const from = dayBound(q.DATINICIAL, 'Data inicial');
  const to = dayBound(q.DATFINAL, 'Data final');
  if (from && to && to < from) throw badRequest('A data final é anterior a data inicial!');
  if (from) {
    where.push(gte(candidate.datcadastro, param('from')));
    values.from = startOfBrazilDay(from);
    shape += 'f';
  }
  if (to) {
    where.push(lt(candidate.datcadastro, param('to')));
    values.to = new Date(startOfBrazilDay(to).getTime() + 86400_000);
    shape += 't';
  }
  if (q.STATUS) {
    where.push(eq(candidate.codstatus, param('status')));
    values.status = q.STATUS;
    shape += 's';
  }
  const name = q.NOME?.trim().toLowerCase();
  if (name) {
    // a number finds the candidate code; text matches the start of the name (indexed)
    values.name = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const code = /^\d+$/.test(name) && Number(name) <= 2147483647;
    if (code) values.code = Number(name);
    where.push(
      code
        ? sql`(${candidate.codcandidato} = ${param('code')} or lower(${candidate.nome}) like ${param('name')})`
        : sql`lower(${candidate.nome}) like ${param('name')}`,
    );
    shape += code ? 'c' : 'n';
  }
  return { where, values, shape };
}

/** the sort column and direction of a call (no SORT: newest first; SORT alone: ascending) */
export const orderOf = (q: CandidateListQuery) => ({
  sort: q.SORT ?? 'DATCADASTRO',
  order: q.ORDER ?? (q.SORT ? 'asc' : 'desc'),
});
