/** The date range of every report (spec 3 §5 "Report", §9 default 1900-01-01 … 2100-01-01). */
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { resolveReportRange, startOfBrazilDay, type TenantRef } from '@admissao/domain';
import { candidate } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';

export interface ReportRange {
  from: string;
  to: string;
  /** first instant of `from` and first instant after `to`, Brasília days */
  start: Date;
  end: Date;
}

export function reportRange(start?: string, end?: string): ReportRange {
  const r = resolveReportRange(start, end);
  if (!r.ok) throw badRequest(r.message, r.title ? { title: r.title } : {});
  return {
    from: r.from,
    to: r.to,
    start: startOfBrazilDay(r.from),
    end: new Date(startOfBrazilDay(r.to).getTime() + 86_400_000),
  };
}

/** The client's candidates registered in the range (DATCADASTRO, as the list's Período filter). */
export const registeredIn = (tenant: TenantRef, range: ReportRange): SQL =>
  and(
    eq(candidate.codadm, tenant.CODADM),
    eq(candidate.codcli, tenant.CODCLI),
    gte(candidate.datcadastro, range.start),
    lt(candidate.datcadastro, range.end),
  )!;
