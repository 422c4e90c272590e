/**
 * GET /dashboard/at-risk (decision 041): candidates whose start date (DATINICIO) is from today to
 * AT_RISK_DAYS ahead (Brasília) and whose process has not ended (the phase of status.ts: neither
 * Finalizado nor Cancelado) — what HR must act on today. The period does not apply. Indexed: candidate_tenant_inicio_idx.
 */
import {
  AT_RISK_DAYS,
  AT_RISK_LIMIT,
  candidatePhase,
  isoDateInBrazil,
  statusesWhere,
  type AtRiskRow,
  type DashboardAtRisk,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import { scopeAnswer, tenantArrays, type DashboardScope } from './dashboard-scope.ts';

type Raw = Omit<AtRiskRow, 'DATINICIO' | 'DIAS'> & { DATINICIO: string | Date; DIAS: number | string };

// One prepared statement (lib/prepared.ts): a connection plans it once, the widget is called on
// every Painel load. Per client, the index gives the rows in start order and stops at the limit.
const AT_RISK = `
  select c.codcandidato as "CODCANDIDATO", c.nome as "NOME", c.codadm as "CODADM",
    c.codcli as "CODCLI", cl.nomecli as "NOMECLI", to_char(c.datinicio, 'YYYY-MM-DD') as "DATINICIO",
    (c.datinicio - $3::date)::int as "DIAS",
    c.codstatus as "CODSTATUS", s.desstatus as "DESSTATUS", s.corstatus as "CORSTATUS"
  from unnest($1::int[], $2::bpchar[]) as m(codadm, codcli)
  cross join lateral (select * from candidate c
    where c.codadm = m.codadm and c.codcli = m.codcli
      and c.datinicio >= $3::date and c.datinicio <= $3::date + $4::int
      and c.codstatus <> all($5::smallint[])
    order by c.datinicio, c.codcandidato
    limit $6) c
  join client cl on cl.codadm = c.codadm and cl.codcli = c.codcli
  join status s on s.codstatus = c.codstatus
  order by c.datinicio, c.codcandidato
  limit $6`;

const ENDED = `{${statusesWhere((s) => candidatePhase(s) === 'ended').join(',')}}`;

export async function dashboardAtRisk(db: Db, scope: DashboardScope): Promise<DashboardAtRisk> {
  const today = isoDateInBrazil();
  const rows = await queryPrepared<Raw>(db, 'dashboard_at_risk', AT_RISK, [
    ...tenantArrays(scope),
    today,
    AT_RISK_DAYS,
    ENDED,
    AT_RISK_LIMIT + 1,
  ]);
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
