/**
 * GET /dashboard/at-risk (decision 041): candidates whose start date (DATINICIO) is from today to
 * AT_RISK_DAYS ahead (Brasília) and who are neither Finalizado nor Cancelado — what HR must act on
 * today. The period does not apply. Indexed: candidate_tenant_inicio_idx.
 */
import { sql } from 'drizzle-orm';
import {
  AT_RISK_DAYS,
  AT_RISK_LIMIT,
  isoDateInBrazil,
  STATUS,
  type AtRiskRow,
  type DashboardAtRisk,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { scopeAnswer, tenantsOf, type DashboardScope } from './dashboard-scope.ts';

type Raw = Omit<AtRiskRow, 'DATINICIO' | 'DIAS'> & { DATINICIO: string | Date; DIAS: number | string };

export async function dashboardAtRisk(db: Db, scope: DashboardScope): Promise<DashboardAtRisk> {
  const today = isoDateInBrazil();
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      select c.codcandidato as "CODCANDIDATO", c.nome as "NOME", c.codadm as "CODADM",
        c.codcli as "CODCLI", cl.nomecli as "NOMECLI", to_char(c.datinicio, 'YYYY-MM-DD') as "DATINICIO",
        (c.datinicio - ${today}::date)::int as "DIAS",
        c.codstatus as "CODSTATUS", s.desstatus as "DESSTATUS", s.corstatus as "CORSTATUS"
      from ${tenantsOf(scope)}
      -- per client, the index gives the rows in start order and stops at the limit
      cross join lateral (select * from candidate c
        where c.codadm = m.codadm and c.codcli = m.codcli
          and c.datinicio >= ${today}::date and c.datinicio <= ${today}::date + ${AT_RISK_DAYS}::int
          and c.codstatus not in (${STATUS.FINALIZADO}, ${STATUS.CANCELADO})
        order by c.datinicio, c.codcandidato
        limit ${AT_RISK_LIMIT + 1}) c
      join client cl on cl.codadm = c.codadm and cl.codcli = c.codcli
      join status s on s.codstatus = c.codstatus
      order by c.datinicio, c.codcandidato
      limit ${AT_RISK_LIMIT + 1}`),
  );
  return {
    ...scopeAnswer(scope),
    HOJE: today,
    ROWS: rows.slice(0, AT_RISK_LIMIT).map((r) => ({
      ...r,
      DATINICIO: String(r.DATINICIO),
      DIAS: Number(r.DIAS),
    })),
    TRUNCADO: rows.length > AT_RISK_LIMIT,
  };
}
