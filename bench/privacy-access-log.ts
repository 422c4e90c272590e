/**
 * What the access log adds to the staff record read (issue 16: < 5 %, measured side by side). The
 * same call, GET /api/candidate/{id} as ADMIN, in two variants: with its access-log row written, and
 * without it — the database drops the row (a BEFORE INSERT trigger returning null, created and
 * dropped between rounds). The row is written by the statement that reads the record (decision
 * 036), so the variant without it runs the same statements: the difference is the log's work.
 * Short rounds alternate A B B A … in one run, so machine load falls on both alike. Two verdicts:
 * the CPU per answer of the API process and of this database's PostgreSQL backends (median of
 * rounds) — the work the log adds, which other processes on the machine barely move — and the
 * medians of per-round throughput, which on a loaded machine swing far more than 5 % from round to
 * round (both printed, with the per-pair figures). A row count check proves each variant did what
 * it says.
 */
import { processCpuMs } from './cpu.ts';
import { loadavg } from 'node:os';
import { load } from './load.ts';
import { adminQuery, passFail, percentile } from './verdicts.ts';

const PAIRS = 16;
const ROUND_SECONDS = 2;
const CONNECTIONS = 10;
const TARGET = 0.05;

const median = (xs: number[]) => percentile(xs, 50);

export async function measureAccessLogCost(
  url: string,
  staff: Record<string, string>,
  id: number,
  databaseUrl: string,
  serverPid: number | undefined,
): Promise<void> {
  const route = {
    label: 'staff record read',
    method: 'GET' as const,
    path: `/api/candidate/${id}`,
    headers: staff,
  };
  const rows = async () =>
    Number((await adminQuery(`select count(*)::int as n from access_log`, databaseUrl))[0]!.n);
  await adminQuery(
    `create or replace function bench_drop_row() returns trigger language plpgsql as $$ begin return null; end $$`,
    databaseUrl,
  );
  const dropRows = async (on: boolean) => {
    await adminQuery(`drop trigger if exists bench_drop_access on access_log`, databaseUrl);
    if (on)
      await adminQuery(
        `create trigger bench_drop_access before insert on access_log for each row execute function bench_drop_row()`,
        databaseUrl,
      );
  };
  await load(url, route, 2, CONNECTIONS);
  const rps = { with: [] as number[], without: [] as number[] };
  // CPU ms per answer of the API process and of the PostgreSQL backends serving this database, per
  // round: the work each variant does, which the machine's load moves much less than the throughput
  const apiMs = { with: [] as number[], without: [] as number[] };
  const pgMs = { with: [] as number[], without: [] as number[] };
  const database = new URL(databaseUrl).pathname.slice(1);
  const backends = async () =>
    (
      await adminQuery(
        `select pid from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
      )
    ).map((r) => Number(r.pid));
  const cpuOf = (pids: number[]) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
  const added = { with: 0, without: 0 };
  let answered = { with: 0, without: 0 };
  let failed = 0;
  for (let pair = 0; pair < PAIRS; pair++) {
    const order = pair % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
    for (const variant of order) {
      await dropRows(variant === 'without');
      const before = await rows();
      const pgBefore = cpuOf(await backends());
      const apiBefore = serverPid ? processCpuMs(serverPid) : 0;
      const m = await load(url, route, ROUND_SECONDS, CONNECTIONS);
      const apiAfter = serverPid ? processCpuMs(serverPid) : 0;
      const pgAfter = cpuOf([...new Set([...pgBefore.keys(), ...(await backends())])]);
      const answers = Math.round(m.rps * ROUND_SECONDS);
      if (answers > 0) {
        apiMs[variant].push((apiAfter - apiBefore) / answers);
        let pg = 0;
        for (const [pid, ms] of pgAfter) pg += ms - (pgBefore.get(pid) ?? 0);
        pgMs[variant].push(pg / answers);
      }
      added[variant] += (await rows()) - before;
      answered = { ...answered, [variant]: answered[variant] + answers };
      rps[variant].push(m.rps);
      failed += m.failed;
    }
  }
  await dropRows(false);
  const w = median(rps.with);
  const wo = median(rps.without);
  const cost = 1 - w / wo;
  const pairRatios = rps.with.map((x, i) => 1 - x / rps.without[i]!);
  const honest = added.without === 0 && added.with > 0 && failed === 0;
  const work = (v: 'with' | 'without') => median(apiMs[v]) + median(pgMs[v]);
  const cpuCost = work('with') / work('without') - 1;
  const ms = (x: number) => x.toFixed(2);
  console.log(
    `access log on the staff record read, ${PAIRS} pairs of ${ROUND_SECONDS} s rounds (A B B A), ${CONNECTIONS} connections, ` +
      `load average ${loadavg()[0]!.toFixed(1)}:`,
  );
  console.log(
    `  CPU per answer (median of rounds), API process + PostgreSQL backends of this database: with the row ` +
      `${ms(median(apiMs.with))} + ${ms(median(pgMs.with))} ms, without ${ms(median(apiMs.without))} + ` +
      `${ms(median(pgMs.without))} ms: the log adds ${(cpuCost * 100).toFixed(1)} % of the work ` +
      `(target < ${TARGET * 100} %) ${passFail(honest && cpuCost < TARGET)}`,
  );
  console.log(
    `  throughput (moved by the machine's load): median with the row ${w.toFixed(0)} req/s, without ${wo.toFixed(0)} req/s, ` +
      `ratio ${(w / wo).toFixed(3)}: ${(cost * 100).toFixed(1)} % (target < ${TARGET * 100} %) ${passFail(honest && cost < TARGET)}; ` +
      `per pair ${pairRatios.map((r) => (r * 100).toFixed(0)).join(' ')} % (median ${(median(pairRatios) * 100).toFixed(1)} %)`,
  );
  console.log(
    `  rows written: with ${added.with} (~${answered.with} answers), without ${added.without}; failed answers ${failed}`,
  );
}
