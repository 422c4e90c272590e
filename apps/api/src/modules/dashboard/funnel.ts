/**
 * GET /dashboard/funnel (decision 041): every candidate of the scope by status now, and the
 * candidates registered in the period by the furthest stage reached. Both read the summary kept by
 * trigger per client, registration day and status (dashboard_status_day): a few rows per day.
 */
import { sql } from 'drizzle-orm';
import { CANDIDATE_STATUSES, type DashboardFunnel } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { funnelStages } from './funnel-stages.ts';
import { scopeAnswer, tenantsOf, type DashboardScope } from './dashboard-scope.ts';

interface Count {
  CODSTATUS: number;
  QUANTIDADE: number;
}

const counts = (rows: { codstatus: number; n: number | string }[]): Count[] =>
  rows.map((r) => ({ CODSTATUS: Number(r.codstatus), QUANTIDADE: Number(r.n) }));

export async function dashboardFunnel(db: Db, scope: DashboardScope): Promise<DashboardFunnel> {
  const [now, period] = await Promise.all([
    db.execute(sql`select d.codstatus, sum(d.quantidade)::int as n from ${tenantsOf(scope)}
      join dashboard_status_day d on d.codadm = m.codadm and d.codcli = m.codcli
      group by d.codstatus having sum(d.quantidade) > 0`),
    db.execute(sql`select d.codstatus, sum(d.quantidade)::int as n from ${tenantsOf(scope)}
      join dashboard_status_day d on d.codadm = m.codadm and d.codcli = m.codcli
        and d.dia >= ${scope.de}::date and d.dia <= ${scope.ate}::date
      group by d.codstatus having sum(d.quantidade) > 0`),
  ]);
  const byStatus = new Map(counts(rowsOf(now)).map((c) => [c.CODSTATUS, c.QUANTIDADE]));
  return {
    ...scopeAnswer(scope),
    // the product's statuses in their order (the table `status` holds the same list)
    ATUAL: CANDIDATE_STATUSES.filter((s) => byStatus.has(s.CODSTATUS)).map((s) => ({
      ...s,
      QUANTIDADE: byStatus.get(s.CODSTATUS)!,
    })),
    ...funnelStages(counts(rowsOf(period))),
  };
}
