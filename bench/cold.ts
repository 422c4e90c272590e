/**
 * Issue 35 §1, `BENCH_ONLY=cold` (PostgreSQL, in the full run too): the staff list screen's data calls
 * with every answer cache off — a second API process on the same database with ANSWER_CACHE=off, so
 * each call reads the database (the session check stays held: decision 044, not an answer) — at
 * 100,000 candidates, against the database floor measured right before it. Then the same list page
 * read while candidates of the same client autosave a field the row shows (NOME) at
 * COLD_AUTOSAVES_PER_SECOND, on the cold process and on the run's own (cache on: each save drops the
 * client's held pages, so that line measures the invalidation churn). The mixed figures are set
 * against the mean of the cold read-only figures just before and just after the cold mixed run (the
 * machine is shared: what else runs drifts within a minute). A measurement, not a test.
 */
import { loadavg } from 'node:os';
import { autosaveCandidatesOf, headersOf, type AutosaveCandidate } from './autosave.ts';
import { seedCandidates } from './candidate-list.ts';
import type { BenchDatabase } from './databases.ts';
import { cpuPerRequest, cpuSnapshot } from './cpu.ts';
import { DB_FLOOR_LABEL, measureDatabaseFloor } from './floor.ts';
import { load, type Measurement } from './load.ts';
import { pacedLoad, type PacedClient } from './paced.ts';
import { profiled } from './profile.ts';
import { formatTable } from './report.ts';
import { benchRoutes, COUNTS_LABEL, LIST_LABEL, type BenchRoute, type LogonAnswer } from './routes.ts';
import { startServer, type RunningServer } from './server-process.ts';
import {
  BULK_CANDIDATES,
  COLD_AUTOSAVES_PER_SECOND,
  COLD_MIXED_TOLERANCE,
  COLD_PAGE,
  COLD_TARGET_FLOOR_RATIO,
  CONNECTIONS,
  MEASURE_SECONDS,
  TARGET_P99_MS,
  WARMUP_SECONDS,
} from './settings.ts';
import { passFail } from './verdicts.ts';

export const COLD_LIST_LABEL = `GET ${COLD_PAGE.replace('/api', '')}, cold`;
const MIXED = `+ ${COLD_AUTOSAVES_PER_SECOND} autosaves/s`;

const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

/** the page as text: a 200 with a full page over the capped total, else nothing is measured */
async function pageText(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}${COLD_PAGE}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${COLD_LIST_LABEL} answered ${res.status}: ${text.slice(0, 200)}`);
  const { rows, totalCapped } = JSON.parse(text) as { rows: unknown[]; totalCapped: boolean };
  if (rows.length !== 50 || !totalCapped)
    throw new Error(`${COLD_LIST_LABEL}: expected 50 rows over a capped total, got ${rows.length}`);
  return text;
}

/** each candidate renames itself (NOME: shown by the list row, heard by its trigger, decision 016) */
const renames = (candidates: AutosaveCandidate[]): PacedClient[] =>
  candidates.map((c) => ({
    path: '/api/candidate',
    headers: headersOf(c),
    body: (n) => JSON.stringify({ CODCANDIDATO: c.id, FIELD: 'NOME', VALUE: `AUTOSAVE ${c.id} SAVE ${n}` }),
  }));

async function checkRename(baseUrl: string, client: PacedClient) {
  const res = await fetch(`${baseUrl}${client.path}`, {
    method: 'PATCH',
    headers: client.headers,
    body: client.body(0),
  });
  if (res.status !== 200)
    throw new Error(`PATCH /api/candidate NOME answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  await res.body?.cancel();
}

/** the reads at CONNECTIONS while the saves run at their rate: both windows cover the same seconds */
async function mixedLoad(server: RunningServer, route: BenchRoute, saves: PacedClient[], label: string) {
  const saving = pacedLoad(
    `  the autosaves beside them (NOME, ${COLD_AUTOSAVES_PER_SECOND}/s offered)`,
    server.url,
    'PATCH',
    saves,
    COLD_AUTOSAVES_PER_SECOND,
    MEASURE_SECONDS + 1,
    WARMUP_SECONDS,
  );
  const reading = { ...route, label };
  await load(server.url, reading, WARMUP_SECONDS);
  const reads = await load(server.url, reading, MEASURE_SECONDS);
  return { reads, saves: await saving, load: loadAverage() };
}

/** the page read alone (profiled with BENCH_PROF), with the CPU it cost and the load average after */
async function coldReadOnly(server: RunningServer, list: BenchRoute, profile: boolean) {
  await load(server.url, list, WARMUP_SECONDS);
  const before = cpuSnapshot(server.pid);
  const run = () => load(server.url, list, MEASURE_SECONDS);
  const page = profile
    ? await profiled(server, `${list.label}, ${CONNECTIONS} connections`, run)
    : await run();
  const cpu = cpuPerRequest(before, cpuSnapshot(server.pid), page.rps * MEASURE_SECONDS);
  return { page, cpu, load: loadAverage() };
}

/** PostgreSQL only: on the 100,000 candidates and the autosave's candidates (each added once per run) */
export async function measureColdAt100k(db: BenchDatabase, server: RunningServer, session: LogonAnswer) {
  const started = Date.now();
  if (await seedCandidates(db.databaseUrl!))
    console.log(
      `\nPostgreSQL: ${BULK_CANDIDATES.toLocaleString('en')} candidates added in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  const candidates = await autosaveCandidatesOf(db.databaseUrl!, db.env.JWT_SECRET!);
  console.log(`\nPostgreSQL: measuring the cold reads (load average ${loadAverage()})...`);
  await measureColdReads(db.env, server, session, candidates);
}

/**
 * `warm`: the run's server (answers held); a cold one is started here on the same database. The
 * data must hold the 100,000 candidates and the autosave candidates already (bench/run.ts).
 */
export async function measureColdReads(
  env: Record<string, string>,
  warm: RunningServer,
  session: LogonAnswer,
  candidates: AutosaveCandidate[],
): Promise<void> {
  const { DATABASE_URL, JWT_SECRET } = env;
  if (!DATABASE_URL || !JWT_SECRET) throw new Error('the cold reads need the database URL and JWT secret');
  const cold = await startServer({ ...env, ANSWER_CACHE: 'off' });
  try {
    // the same token on both processes (one database, one secret): no second sign-in
    const held = await pageText(warm.url, session.token);
    if ((await pageText(cold.url, session.token)) !== held)
      throw new Error(`${COLD_LIST_LABEL}: the cold answer differs from the held one`);
    const saves = renames(candidates);
    await checkRename(cold.url, saves[0]!);

    const floor = await measureDatabaseFloor({ DATABASE_URL, JWT_SECRET }, session);
    const floorLoad = loadAverage();
    const headers = { authorization: `Bearer ${session.token}` };
    const list: BenchRoute = { label: COLD_LIST_LABEL, method: 'GET', path: COLD_PAGE, headers };
    const others = benchRoutes(session)
      .filter((r) => r.label === COUNTS_LABEL || r.label === LIST_LABEL)
      .map((r) => ({ ...r, label: `${r.label}, cold` }));
    // read alone, beside the saves, alone again: the machine is shared, so the mixed figure is set
    // against the mean of the two reads around it (the first is the read-only verdict's)
    const readOnly = await coldReadOnly(cold, list, true);
    const mixedCold = await mixedLoad(cold, list, saves, `${COLD_LIST_LABEL} ${MIXED}`);
    const again = await coldReadOnly(cold, { ...list, label: `${COLD_LIST_LABEL}, again` }, false);
    const mixedHeld = await mixedLoad(
      warm,
      list,
      saves,
      `GET ${COLD_PAGE.replace('/api', '')}, held ${MIXED}`,
    );
    const rest: Measurement[] = [];
    for (const route of others) {
      await load(cold.url, route, WARMUP_SECONDS);
      rest.push(await load(cold.url, route, MEASURE_SECONDS));
    }
    const around = (readOnly.page.rps + again.page.rps) / 2;

    const rows = [floor, readOnly.page, mixedCold.reads, again.page, mixedHeld.reads, ...rest];
    const title = `PostgreSQL, cold reads (ANSWER_CACHE=off; 100,000 candidates, ${CONNECTIONS} connections)`;
    console.log(`\n${formatTable(title, rows, DB_FLOOR_LABEL)}`);
    console.log(
      [
        `load average after each: floor ${floorLoad}; cold ${readOnly.load}; mixed cold ${mixedCold.load}; ` +
          `cold again ${again.load}; mixed held ${mixedHeld.load}; the other calls ${loadAverage()}`,
        readOnly.cpu
          ? `CPU per cold list page: API ${readOnly.cpu.serverMs.toFixed(2)} ms, PostgreSQL ` +
            `${readOnly.cpu.postgresMs.toFixed(2)} ms (every backend of the server, other work included)`
          : '',
        formatColdVerdict(readOnly.page, floor),
        `the cold read-only figure around the mixed load: ${around.toFixed(0)} req/s ` +
          `(${readOnly.page.rps.toFixed(0)} before, ${again.page.rps.toFixed(0)} after)`,
        formatMixedVerdict(mixedCold, around),
        formatMixedVerdict(mixedHeld, around),
      ]
        .filter(Boolean)
        .join('\n'),
    );
  } finally {
    const said = cold.output();
    if (said.length) console.log(`cold server output, last lines:\n  ${said.slice(-5).join('\n  ')}`);
    await cold.stop();
  }
}

function formatColdVerdict(page: Measurement, floor: Measurement): string {
  const ratio = floor.rps ? page.rps / floor.rps : 0;
  const ok = ratio >= COLD_TARGET_FLOOR_RATIO && page.p99 < TARGET_P99_MS && page.failed === 0;
  return (
    `${page.label}: ${page.rps.toFixed(0)} req/s at ${ratio.toFixed(2)} of the database floor ` +
    `${floor.rps.toFixed(0)} (target >= ${COLD_TARGET_FLOOR_RATIO}), p50 ${ms(page.p50)}, p99 ${ms(page.p99)} ` +
    `(target < ${TARGET_P99_MS} ms): ${passFail(ok)}${page.failed ? ` (${page.failed} not 2xx)` : ''}`
  );
}

function formatMixedVerdict(m: Awaited<ReturnType<typeof mixedLoad>>, readOnly: number): string {
  const share = readOnly ? m.reads.rps / readOnly : 0;
  const ok = share >= 1 - COLD_MIXED_TOLERANCE && m.reads.failed === 0;
  return (
    `${m.reads.label}: ${m.reads.rps.toFixed(0)} req/s = ${(share * 100).toFixed(0)} % of the cold ` +
    `read-only figure (target within ${COLD_MIXED_TOLERANCE * 100} %), p99 ${ms(m.reads.p99)}: ${passFail(ok)}` +
    `${m.reads.failed ? ` (${m.reads.failed} not 2xx)` : ''}\n` +
    `${m.saves.label}: ${m.saves.rps.toFixed(1)} saves/s answered 2xx, p99 ${ms(m.saves.p99)}, ` +
    `${m.saves.failed} errors`
  );
}
