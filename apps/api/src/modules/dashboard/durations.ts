/**
 * GET /dashboard/durations (decision 041): per week (Monday, Brasília) of the event, the days from
 * registration to sending the data for checking (the candidate's first log entry in Aguardando
 * conferência, kept on the candidate as DATPRIMEIROENVIO by a trigger) and to Finalizado, median and
 * 90th percentile. Index-only ranges: candidate by (tenant, datprimeiroenvio, datcadastro) and by
 * (tenant, datfinalizacao, datcadastro, codstatus).
 */
import { sql } from 'drizzle-orm';
import { STATUS, type DashboardDurations } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { scopeAnswer, tenantsOf, type DashboardScope } from './dashboard-scope.ts';

interface WeekRow {
  semana: string | Date;
  mediana: number | string | null;
  p90: number | string | null;
  n: number | string;
}

const week = (at: ReturnType<typeof sql>) =>
  sql`to_char(date_trunc('week', ${at} at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD')`;
const stats = (days: ReturnType<typeof sql>) => sql`
  round(percentile_cont(0.5) within group (order by ${days})::numeric, 1) as mediana,
  round(percentile_cont(0.9) within group (order by ${days})::numeric, 1) as p90,
  count(*)::int as n`;
const daysBetween = (from: string, to: string) => sql.raw(`extract(epoch from ${to} - ${from}) / 86400`);

export async function dashboardDurations(db: Db, scope: DashboardScope): Promise<DashboardDurations> {
  const [sent, finished] = await Promise.all([
    db.execute(sql`select ${week(sql`c.datprimeiroenvio`)} as semana,
        ${stats(daysBetween('c.datcadastro', 'c.datprimeiroenvio'))}
      from ${tenantsOf(scope)}
      join candidate c on c.codadm = m.codadm and c.codcli = m.codcli
        and c.datprimeiroenvio >= ${scope.from} and c.datprimeiroenvio < ${scope.to}
      group by 1`),
    db.execute(sql`select ${week(sql`c.datfinalizacao`)} as semana,
        ${stats(daysBetween('c.datcadastro', 'c.datfinalizacao'))}
      from ${tenantsOf(scope)}
      join candidate c on c.codadm = m.codadm and c.codcli = m.codcli
        and c.datfinalizacao >= ${scope.from} and c.datfinalizacao < ${scope.to}
      where c.codstatus = ${STATUS.FINALIZADO}
      group by 1`),
  ]);
  const weeks = new Map<string, DashboardDurations['SEMANAS'][number]>();
  const at = (semana: string) => {
    let w = weeks.get(semana);
    if (!w) {
      w = {
        SEMANA: semana,
        ENVIO_MEDIANA: null,
        ENVIO_P90: null,
        ENVIO_QUANTIDADE: 0,
        FINALIZADO_MEDIANA: null,
        FINALIZADO_P90: null,
        FINALIZADO_QUANTIDADE: 0,
      };
      weeks.set(semana, w);
    }
    return w;
  };
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  for (const r of rowsOf<WeekRow>(sent))
    Object.assign(at(String(r.semana)), {
      ENVIO_MEDIANA: num(r.mediana),
      ENVIO_P90: num(r.p90),
      ENVIO_QUANTIDADE: Number(r.n),
    });
  for (const r of rowsOf<WeekRow>(finished))
    Object.assign(at(String(r.semana)), {
      FINALIZADO_MEDIANA: num(r.mediana),
      FINALIZADO_P90: num(r.p90),
      FINALIZADO_QUANTIDADE: Number(r.n),
    });
  return {
    ...scopeAnswer(scope),
    SEMANAS: [...weeks.values()].sort((a, b) => a.SEMANA.localeCompare(b.SEMANA)),
  };
}
