/**
 * GET /dashboard/funnel (decision 041): every candidate of the scope by status now, and the
 * candidates registered in the period by the furthest stage reached. Both read the summary kept by
 * trigger per client, registration day and status (dashboard_status_day): a few rows per day.
 */
import { CANDIDATE_STATUSES, type DashboardFunnel } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import { funnelStages } from './funnel-stages.ts';
import { scopeAnswer, tenantArrays, type DashboardScope } from './dashboard-scope.ts';

interface Count {
  CODSTATUS: number;
  QUANTIDADE: number;
}

const counts = (rows: { codstatus: number; n: number | string }[]): Count[] =>
  rows.map((r) => ({ CODSTATUS: Number(r.codstatus), QUANTIDADE: Number(r.n) }));

// One prepared statement for both counts: every day (status now) and the period's days
const COUNTS = `
  select d.codstatus, sum(d.quantidade)::int as n,
    coalesce(sum(d.quantidade) filter (where d.dia >= $3::date and d.dia <= $4::date), 0)::int as periodo
  from unnest($1::int[], $2::bpchar[]) as m(codadm, codcli)
  join dashboard_status_day d on d.codadm = m.codadm and d.codcli = m.codcli
  group by d.codstatus`;

export async function dashboardFunnel(db: Db, scope: DashboardScope): Promise<DashboardFunnel> {
  const rows = await queryPrepared<{ codstatus: number; n: number; periodo: number }>(
    db,
    'dashboard_funnel',
    COUNTS,
    [...tenantArrays(scope), scope.de, scope.ate],
  );
  const now = rows.filter((r) => Number(r.n) > 0);
  const period = rows
    .filter((r) => Number(r.periodo) > 0)
    .map((r) => ({ codstatus: r.codstatus, n: r.periodo }));
  const byStatus = new Map(counts(now).map((c) => [c.CODSTATUS, c.QUANTIDADE]));
  return {
    ...scopeAnswer(scope),
    // the product's statuses in their order (the table `status` holds the same list)
    ATUAL: CANDIDATE_STATUSES.filter((s) => byStatus.has(s.CODSTATUS)).map((s) => ({
      ...s,
      QUANTIDADE: byStatus.get(s.CODSTATUS)!,
    })),
    ...funnelStages(counts(period)),
  };
}
