/**
 * GET /dashboard/durations (decision 041): per week (Monday, Brasília) of the event, the days from
 * registration to sending the data for checking (the candidate's first log entry in Aguardando
 * conferência, DATPRIMEIROENVIO) and to Finalizado, median and 90th percentile. Read from the
 * histogram kept by trigger per client, event, Brasília day and tenth of a day
 * (dashboard_duration_day, migration 0023): the period's bins, not its candidates.
 */
import { sql } from 'drizzle-orm';
import type { DashboardDurations } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { scopeAnswer, tenantsOf, type DashboardScope } from './dashboard-scope.ts';
import { percentileDays, type Bin } from './histogram-percentiles.ts';

interface BinRow {
  semana: string;
  evento: 'E' | 'F';
  decimos: number;
  n: number;
}

type Week = DashboardDurations['SEMANAS'][number];

const emptyWeek = (semana: string): Week => ({
  SEMANA: semana,
  ENVIO_MEDIANA: null,
  ENVIO_P90: null,
  ENVIO_QUANTIDADE: 0,
  FINALIZADO_MEDIANA: null,
  FINALIZADO_P90: null,
  FINALIZADO_QUANTIDADE: 0,
});

/** the week's figures of one event from its bins (ascending) */
function figures(bins: Bin[]) {
  return {
    mediana: percentileDays(bins, 0.5),
    p90: percentileDays(bins, 0.9),
    n: bins.reduce((sum, b) => sum + b.n, 0),
  };
}

export async function dashboardDurations(db: Db, scope: DashboardScope): Promise<DashboardDurations> {
  const rows = rowsOf<BinRow>(
    await db.execute(sql`
      select to_char(date_trunc('week', h.dia), 'YYYY-MM-DD') as semana, h.evento, h.decimos,
        sum(h.quantidade)::int as n
      from ${tenantsOf(scope)}
      join dashboard_duration_day h on h.codadm = m.codadm and h.codcli = m.codcli
        and h.dia >= ${scope.de}::date and h.dia <= ${scope.ate}::date
      group by 1, 2, 3 having sum(h.quantidade) > 0
      order by 1, 2, 3`),
  );
  // the rows come by week, event and duration: each run of (week, event) is one ascending histogram
  const binsOf = new Map<string, Bin[]>();
  for (const r of rows) {
    const key = `${r.semana} ${r.evento}`;
    const bins = binsOf.get(key) ?? [];
    bins.push({ decimos: Number(r.decimos), n: Number(r.n) });
    binsOf.set(key, bins);
  }
  const weeks = new Map<string, Week>();
  for (const [key, bins] of binsOf) {
    const [semana = '', evento] = key.split(' ');
    const week = weeks.get(semana) ?? emptyWeek(semana);
    const { mediana, p90, n } = figures(bins);
    if (evento === 'E') Object.assign(week, { ENVIO_MEDIANA: mediana, ENVIO_P90: p90, ENVIO_QUANTIDADE: n });
    else Object.assign(week, { FINALIZADO_MEDIANA: mediana, FINALIZADO_P90: p90, FINALIZADO_QUANTIDADE: n });
    weeks.set(semana, week);
  }
  return {
    ...scopeAnswer(scope),
    SEMANAS: [...weeks.values()].sort((a, b) => a.SEMANA.localeCompare(b.SEMANA)),
  };
}
