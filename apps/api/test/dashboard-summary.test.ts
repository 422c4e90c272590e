/**
 * The dashboard's summaries kept by trigger (migrations 0022_painel, 0023 and 0024 of the durations,
 * decision 041) give exactly the answers of the direct computation over candidate, candidate_log and
 * document_observation (the queries the widgets ran before the summaries, written out here), after random inserts, updates and
 * deletes — status and registration changes, a client move, sends, refusals, deleted candidates.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS, type TenantRef } from '@admissao/domain';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { insertBulkCandidates } from '../src/seed/bulk-candidates.ts';
import { tenantsOf, type DashboardScope } from '../src/modules/dashboard/dashboard-scope.ts';
import { dashboardDurations } from '../src/modules/dashboard/durations.ts';
import { dashboardFunnel } from '../src/modules/dashboard/funnel.ts';
import { funnelStages } from '../src/modules/dashboard/funnel-stages.ts';
import { dashboardRefusals } from '../src/modules/dashboard/refusals.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
const C042: TenantRef = { CODADM: 9, CODCLI: '042' };
const DAY = 86400_000;
const SEED = 20261126;
let t: TestApp;

/** a small seeded generator (mulberry32): a failure replays with the same steps */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

const scopeOf = (clients: TenantRef[], de: string, ate: string): DashboardScope => ({
  clients,
  codcli: clients.length === 1 ? clients[0]!.CODCLI : null,
  de,
  ate,
  from: new Date(`${de}T00:00:00-03:00`),
  to: new Date(Date.parse(`${ate}T00:00:00-03:00`) + DAY),
});

/** The direct computation (the widgets' queries before the summaries). */
async function direct(scope: DashboardScope) {
  const m = tenantsOf(scope);
  const all = (q: ReturnType<typeof sql>) => t.db.execute(q).then((r) => rowsOf<Record<string, unknown>>(r));
  const [now, period, sent, finished, types, observations] = await Promise.all([
    all(sql`select c.codstatus, count(*)::int as n from ${m}
      join candidate c on c.codadm = m.codadm and c.codcli = m.codcli group by 1 order by 1`),
    all(sql`select c.codstatus, count(*)::int as n from ${m}
      join candidate c on c.codadm = m.codadm and c.codcli = m.codcli
        and c.datcadastro >= ${scope.from} and c.datcadastro < ${scope.to} group by 1 order by 1`),
    // durations in tenths of a day, as the histogram keeps them (dashboard_decimos, migration 0023)
    all(sql`select to_char(date_trunc('week', l.datlog at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD') as semana,
        (round(percentile_cont(0.5) within group (order by dashboard_decimos(l.datlog, c.datcadastro))::numeric) / 10)::float8 as mediana,
        (round(percentile_cont(0.9) within group (order by dashboard_decimos(l.datlog, c.datcadastro))::numeric) / 10)::float8 as p90,
        count(*)::int as n
      from candidate_log l join candidate c on c.codcandidato = l.codcandidato
      join ${m} on c.codadm = m.codadm and c.codcli = m.codcli
      where l.codstatus = ${STATUS.AGUARDANDO_CONFERENCIA} and l.datlog >= ${scope.from} and l.datlog < ${scope.to}
        and not exists (select 1 from candidate_log f where f.codcandidato = l.codcandidato
          and f.codstatus = ${STATUS.AGUARDANDO_CONFERENCIA} and f.datlog < l.datlog)
      group by 1 order by 1`),
    all(sql`select to_char(date_trunc('week', c.datfinalizacao at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD') as semana,
        (round(percentile_cont(0.5) within group (order by dashboard_decimos(c.datfinalizacao, c.datcadastro))::numeric) / 10)::float8 as mediana,
        (round(percentile_cont(0.9) within group (order by dashboard_decimos(c.datfinalizacao, c.datcadastro))::numeric) / 10)::float8 as p90,
        count(*)::int as n
      from candidate c join ${m} on c.codadm = m.codadm and c.codcli = m.codcli
      where c.codstatus = ${STATUS.FINALIZADO} and c.datfinalizacao >= ${scope.from} and c.datfinalizacao < ${scope.to}
      group by 1 order by 1`),
    all(sql`select t.documento, count(*)::int as n from document_observation o
      join candidate c on c.codcandidato = o.codcandidato
      join ${m} on c.codadm = m.codadm and c.codcli = m.codcli
      join document_type t on t.codtipodoc = o.codtipodoc
      where o.acao = 'R' and o.datlog >= ${scope.from} and o.datlog < ${scope.to}
      group by 1 order by n desc, 1`),
    all(sql`select o.observacao, count(*)::int as n from document_observation o
      join candidate c on c.codcandidato = o.codcandidato
      join ${m} on c.codadm = m.codadm and c.codcli = m.codcli
      where o.acao = 'R' and o.datlog >= ${scope.from} and o.datlog < ${scope.to} and o.observacao <> ''
      group by 1 order by n desc, 1 limit 10`),
  ]);
  const counts = (rows: Record<string, unknown>[]) =>
    rows.map((r) => ({ CODSTATUS: Number(r.codstatus), QUANTIDADE: Number(r.n) }));
  return {
    atual: counts(now),
    stages: funnelStages(counts(period)),
    sent: sent.map((r) => ({ SEMANA: r.semana, MEDIANA: r.mediana, P90: r.p90, N: r.n })),
    finished: finished.map((r) => ({ SEMANA: r.semana, MEDIANA: r.mediana, P90: r.p90, N: r.n })),
    types: types.map((r) => ({ DOCUMENTO: r.documento, RECUSAS: r.n })),
    observations: observations.map((r) => ({ OBSERVACAO: r.observacao, QUANTIDADE: r.n })),
  };
}

/** The same facts as the widgets answer them from the summaries. */
async function summarized(scope: DashboardScope) {
  const [funnel, durations, refusals] = await Promise.all([
    dashboardFunnel(t.db, scope),
    dashboardDurations(t.db, scope),
    dashboardRefusals(t.db, scope),
  ]);
  return {
    atual: funnel.ATUAL.map((s) => ({ CODSTATUS: s.CODSTATUS, QUANTIDADE: s.QUANTIDADE })),
    stages: { ETAPAS: funnel.ETAPAS, CANCELADOS: funnel.CANCELADOS },
    sent: durations.SEMANAS.filter((w) => w.ENVIO_QUANTIDADE > 0).map((w) => ({
      SEMANA: w.SEMANA,
      MEDIANA: w.ENVIO_MEDIANA,
      P90: w.ENVIO_P90,
      N: w.ENVIO_QUANTIDADE,
    })),
    finished: durations.SEMANAS.filter((w) => w.FINALIZADO_QUANTIDADE > 0).map((w) => ({
      SEMANA: w.SEMANA,
      MEDIANA: w.FINALIZADO_MEDIANA,
      P90: w.FINALIZADO_P90,
      N: w.FINALIZADO_QUANTIDADE,
    })),
    types: refusals.TIPOS,
    observations: refusals.OBSERVACOES,
  };
}

const ids = async () =>
  rowsOf<{ codcandidato: number }>(
    await t.db.execute(sql`select codcandidato from candidate where email like 'bulk%' order by 1`),
  ).map((r) => r.codcandidato);

/** One random write; the instants straddle Brasília midnights (03:00 UTC) on purpose. */
async function randomStep(r: ReturnType<typeof random>, types: number[]) {
  const people = await ids();
  const who = r.pick(people);
  const at = new Date(Date.now() - r.int(40) * DAY - r.int(6) * 3600_000 + r.int(7200_000));
  const observations = ['Imagem ilegível', 'Documento vencido', '', 'Falta o verso'];
  const steps = [
    () => sql`update candidate set codstatus = ${1 + r.int(14)} where codcandidato = ${who}`,
    () => sql`update candidate set datcadastro = ${at} where codcandidato = ${who}`,
    () => sql`update candidate set codcli = ${r.pick(['041', '042'])} where codcandidato = ${who}`,
    () => sql`update candidate set datfinalizacao = ${r.pick([at, at, null])} where codcandidato = ${who}`,
    () => sql`insert into candidate_log (codcandidato, codstatus, datlog)
      values (${who}, ${r.pick([4, 4, 5, 8])}, ${at})`,
    () => sql`delete from candidate_log where codlog = (select codlog from candidate_log
      where codcandidato = ${who} order by codlog limit 1)`,
    () => sql`update candidate_log set datlog = ${at}, codstatus = ${r.pick([4, 5])}
      where codlog = (select max(codlog) from candidate_log where codcandidato = ${who})`,
    () => sql`insert into document_observation (codcandidato, codtipodoc, acao, observacao, datlog)
      values (${who}, ${r.pick(types)}, ${r.pick(['R', 'R', 'A'])}, ${r.pick(observations)}, ${at})`,
    () => sql`update document_observation set acao = ${r.pick(['R', 'A'])}, datlog = ${at}
      where codobservacao = (select max(codobservacao) from document_observation where codcandidato = ${who})`,
    () => sql`delete from document_observation where codobservacao = (select min(codobservacao)
      from document_observation where codcandidato = ${who})`,
    () => (people.length > 20 ? sql`delete from candidate where codcandidato = ${who}` : sql`select 1`),
  ];
  await t.db.execute(r.pick(steps)());
}

beforeAll(async () => {
  t = await createTestApp();
  await insertBulkCandidates(t.db, C041, 40, null);
  await insertBulkCandidates(t.db, C042, 20, null);
  // a history before the summaries' first change: sends and refusals of the demo data and bulk
  await t.db.execute(sql`insert into candidate_log (codcandidato, codstatus, datlog)
    select codcandidato, 4, datcadastro + make_interval(hours => codcandidato % 50) from candidate`);
  // and finalizations: a third of them Finalizado, at durations of hours to days
  await t.db.execute(sql`update candidate set codstatus = ${STATUS.FINALIZADO},
    datfinalizacao = datcadastro + make_interval(mins => (codcandidato * 37) % 9000) where codcandidato % 3 = 0`);
});
afterAll(() => t?.close());

/** Both clients, the 90 days up to today (Brasília). */
function last90Days() {
  const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
  return scopeOf([C041, C042], new Date(Date.parse(today) - 89 * DAY).toISOString().slice(0, 10), today);
}

/** Runs the back-fill part of the migration named `name` (after its marker comment). */
async function runBackFill(name: string) {
  const file = readdirSync(MIGRATIONS_FOLDER).find((f) => new RegExp(`^\\d{4}_${name}\\.sql$`).test(f))!;
  const backFill = readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8').split(
    '-- back-fill from the rows already there',
  )[1]!;
  for (const statement of backFill.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

describe('dashboard summaries (decision 041)', () => {
  it('answer as the direct computation after random inserts, updates and deletes', async () => {
    const r = random(SEED);
    const types = rowsOf<{ codtipodoc: number }>(
      await t.db.execute(sql`select codtipodoc from document_type where codadm = 9 order by 1 limit 6`),
    ).map((x) => x.codtipodoc);
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(Date.parse(today) - n * DAY).toISOString().slice(0, 10);
    const weekday = (d: string) => (new Date(d).getUTCDay() + 6) % 7; // Monday 0
    const mondayOf = (d: string) => new Date(Date.parse(d) - weekday(d) * DAY).toISOString().slice(0, 10);
    const sundayAfter = (d: string) => new Date(Date.parse(mondayOf(d)) + 6 * DAY).toISOString().slice(0, 10);
    const scopes = [
      scopeOf([C041, C042], daysAgo(89), today),
      scopeOf([C041], daysAgo(20), daysAgo(3)),
      scopeOf([C042], daysAgo(35), daysAgo(10)),
      // the durations read whole weeks and partial ones differently (0024): one day, and a
      // Monday-to-Sunday week with the week after it started, whatever weekday today is
      scopeOf([C041], daysAgo(6), daysAgo(6)),
      scopeOf([C041, C042], mondayOf(daysAgo(14)), sundayAfter(daysAgo(14))),
      scopeOf([C041, C042], mondayOf(daysAgo(28)), daysAgo(0)),
    ];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 40; i++) await randomStep(r, types);
      for (const scope of scopes)
        expect(await summarized(scope), `seed ${SEED}, round ${round}, ${scope.codcli ?? 'all'}`).toEqual(
          await direct(scope),
        );
    }
    // something was counted: the comparison is not between two empty answers
    const all = await direct(scopes[0]!);
    expect(all.sent.length).toBeGreaterThan(0);
    expect(all.finished.length).toBeGreaterThan(0);
    expect(all.types.length).toBeGreaterThan(0);
  });

  it("the migration's back-fill rebuilds the summaries of the rows already there", async () => {
    const scope = last90Days();
    const before = await direct(scope);
    // as before the migration: no summary, no first-send date (the triggers stay: the back-fill's
    // update of datprimeiroenvio touches none of the columns the candidate trigger watches)
    await t.db.execute(sql`delete from dashboard_status_day`);
    await t.db.execute(sql`delete from dashboard_refusal_day`);
    await t.db.execute(sql`update candidate set datprimeiroenvio = null`);
    await runBackFill('painel');
    expect(await summarized(scope)).toEqual(before);
    expect(before.atual.length).toBeGreaterThan(0);
  });

  it("the histogram migration's back-fill rebuilds the durations of the rows already there", async () => {
    const scope = last90Days();
    const before = await direct(scope);
    await t.db.execute(sql`delete from dashboard_duration_day`);
    await t.db.execute(sql`delete from dashboard_duration_week`);
    await runBackFill('duration_histogram');
    await runBackFill('duration_week');
    expect(await summarized(scope)).toEqual(before);
    expect(before.sent.length + before.finished.length).toBeGreaterThan(0);
  });

  it("the weekly histogram's back-fill rebuilds the weeks from the days", async () => {
    const scope = last90Days();
    const before = await direct(scope);
    await t.db.execute(sql`delete from dashboard_duration_week`);
    await runBackFill('duration_week');
    expect(await summarized(scope)).toEqual(before);
    expect(before.sent.length + before.finished.length).toBeGreaterThan(0);
  });
});
