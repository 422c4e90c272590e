/**
 * GET /dashboard/durations (decision 041): per week (Monday, Brasília) of the event, the days from
 * registration to sending the data for checking (the candidate's first log entry in Aguardando
 * conferência, kept on the candidate as DATPRIMEIROENVIO by a trigger) and to Finalizado, median and
 * 90th percentile. Index-only ranges: candidate by (tenant, datprimeiroenvio, datcadastro) and by
 * (tenant, datfinalizacao, datcadastro, codstatus).
 */
import { sql, type SQL } from 'drizzle-orm';
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

const BRT = sql.raw(`'America/Sao_Paulo'`);

/**
 * Per week (Monday 00:00, Brasília) of the period: the median and 90th percentile of the days from
 * registration to `event`. Each week is its own index-only range of (tenant, event, datcadastro),
 * already cut to the period, so no row is sorted by week and each percentile sorts one week (one
 * sort for both: the array form of percentile_cont interpolates exactly as the single one).
 */
function weekStats(scope: DashboardScope, event: string, where: SQL = sql`true`): SQL {
  const at = sql.raw(`c.${event}`);
  // float8 arithmetic (twice as fast as extract's numeric): the same double but for the last binary
  // digit, which no figure rounded to 0.1 day shows (the summary test compares with extract's)
  const days = sql`date_part('epoch', ${at} - c.datcadastro) / 86400`;
  return sql`select to_char(w.semana, 'YYYY-MM-DD') as semana,
      round(s.q[1]::numeric, 1) as mediana, round(s.q[2]::numeric, 1) as p90, s.n
    from generate_series(date_trunc('week', ${scope.from}::timestamptz at time zone ${BRT}),
      date_trunc('week', (${scope.to}::timestamptz - interval '1 microsecond') at time zone ${BRT}),
      interval '1 week') as w(semana)
    cross join lateral (
      select percentile_cont(array[0.5, 0.9]::float8[]) within group (order by ${days}) as q, count(*)::int as n
      from ${tenantsOf(scope)}
      join candidate c on c.codadm = m.codadm and c.codcli = m.codcli
        and ${at} >= greatest(${scope.from}::timestamptz, w.semana at time zone ${BRT})
        and ${at} < least(${scope.to}::timestamptz, (w.semana + interval '1 week') at time zone ${BRT})
      where ${where}) s
    where s.n > 0`;
}

export async function dashboardDurations(db: Db, scope: DashboardScope): Promise<DashboardDurations> {
  const [sent, finished] = await Promise.all([
    db.execute(weekStats(scope, 'datprimeiroenvio')),
    db.execute(weekStats(scope, 'datfinalizacao', sql`c.codstatus = ${STATUS.FINALIZADO}`)),
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
