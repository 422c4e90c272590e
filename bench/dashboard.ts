/**
 * The dashboard benchmark (issue 18 §1, decision 041), PostgreSQL only: client 9/041 holds
 * BULK_CANDIDATES candidates (added here unless the list benchmark already did), all registered in
 * the last 70 days — every one inside the default 90-day period, the worst case — with the history
 * the widgets read: a first send for checking (candidate_log) for every candidate past it, a
 * finalization date for the finalized, a refusal for one in five. Then the four calls are loaded as
 * the demo manager (041 only) at LIST_CONNECTIONS connections; target p99 < DASHBOARD_TARGET_P99_MS.
 */
import { sql } from 'drizzle-orm';
import { BENCH_SEEDING } from './settings.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { insertBulkCandidates } from '../apps/api/src/seed/bulk-candidates.ts';
import { firstUnit } from './candidate-list.ts';
import { load, type Measurement } from './load.ts';
import { formatTable } from './report.ts';
import { checkRoute, type BenchRoute } from './routes.ts';
import {
  BULK_CANDIDATES,
  DASHBOARD_TARGET_P99_MS,
  LIST_CONNECTIONS,
  LIST_TENANT,
  MEASURE_SECONDS,
  WARMUP_SECONDS,
} from './settings.ts';

/** Fills 041 to BULK_CANDIDATES and gives the bulk candidates the history the dashboard reads. */
export async function seedDashboardHistory(databaseUrl: string): Promise<void> {
  const { db, close } = await openPostgres(databaseUrl, { poolSize: 2, ...BENCH_SEEDING });
  try {
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from candidate
        where codadm = ${LIST_TENANT.CODADM} and codcli = ${LIST_TENANT.CODCLI}`),
    );
    if (n < BULK_CANDIDATES)
      await insertBulkCandidates(db, LIST_TENANT, BULK_CANDIDATES - n, await firstUnit(db));
    const bulk = sql`c.codadm = ${LIST_TENANT.CODADM} and c.codcli = ${LIST_TENANT.CODCLI}
      and c.email like 'bulk%'`;
    // a send 0–9 days after registration for every candidate whose status comes after it
    await db.execute(sql`insert into candidate_log (codcandidato, codstatus, datlog, observacoes)
      select c.codcandidato, 4, least(now(), c.datcadastro + make_interval(days => c.codcandidato % 10)),
        'Dados enviados pelo candidato.'
      from candidate c where ${bulk} and c.codstatus not in (1, 2, 3, 9)`);
    await db.execute(sql`update candidate c
      set datfinalizacao = least(now(), c.datcadastro + make_interval(days => 5 + c.codcandidato % 20))
      where ${bulk} and c.codstatus = 8`);
    const [type] = rowsOf<{ codtipodoc: number }>(
      await db.execute(sql`select codtipodoc from document_type
        where codadm = ${LIST_TENANT.CODADM} and codcli = ${LIST_TENANT.CODCLI} order by codtipodoc limit 3`),
    );
    if (!type) throw new Error('client 041 has no document type: was the demo data created?');
    await db.execute(sql`insert into document_observation (codcandidato, codtipodoc, acao, observacao, datlog)
      select c.codcandidato, ${type.codtipodoc}, 'R',
        (array['Imagem ilegível', 'Documento vencido', 'Falta o verso', 'Documento de outra pessoa'])[1 + c.codcandidato % 4],
        least(now(), c.datcadastro + make_interval(days => 2))
      from candidate c where ${bulk} and c.codcandidato % 5 = 0`);
    // as autovacuum would: the summaries kept by trigger (decision 041) took a write per row above
    await db.execute(
      sql`vacuum analyze candidate, candidate_log, document_observation, dashboard_status_day, dashboard_refusal_day, dashboard_duration_day, dashboard_duration_week`,
    );
  } finally {
    await close();
  }
}

export function dashboardRoutes(token: string): BenchRoute[] {
  const headers = { authorization: `Bearer ${token}` };
  return ['funnel', 'durations', 'refusals', 'at-risk'].map((w) => ({
    label: `GET /api/dashboard/${w}`,
    method: 'GET',
    path: `/api/dashboard/${w}`,
    headers,
  }));
}

export async function measureDashboard(baseUrl: string, token: string): Promise<Measurement[]> {
  const rows: Measurement[] = [];
  for (const route of dashboardRoutes(token)) {
    await checkRoute(baseUrl, route);
    await load(baseUrl, route, WARMUP_SECONDS, LIST_CONNECTIONS);
    rows.push(await load(baseUrl, route, MEASURE_SECONDS, LIST_CONNECTIONS));
  }
  return rows;
}

export function formatDashboardReport(rows: Measurement[]): string {
  const title = `PostgreSQL, dashboard (${BULK_CANDIDATES.toLocaleString('en')} candidates in 041, ${LIST_CONNECTIONS} connections)`;
  const verdicts = rows.map(
    (r) =>
      `${r.label} p99 ${r.p99.toFixed(1)} ms (target < ${DASHBOARD_TARGET_P99_MS} ms): ` +
      `${r.p99 < DASHBOARD_TARGET_P99_MS && r.failed === 0 ? 'PASS' : 'FAIL'}`,
  );
  return `${formatTable(title, rows)}\n${verdicts.join('\n')}`;
}
