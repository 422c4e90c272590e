/**
 * `npm run bench`: a measurement, not a test. Starts the API on PostgreSQL (when
 * something answers on 127.0.0.1:5432) and on PGlite, loads three routes with autocannon
 * and prints req/s, p50, p99 and the ratio to the floor, with PASS/FAIL for the targets; on
 * PostgreSQL it then adds 100,000 candidates and measures three candidate-list pages, then adds
 * 200 candidates who all autosave a field at once, then exports every candidate to Excel on a
 * fresh server (seconds and the server's peak RSS, bench/export.ts).
 * Exits 0 whatever the verdict; 1 only when a server could not be measured at all.
 */
import { availableParallelism, loadavg } from 'node:os';
import { preparePglite, preparePostgres, type BenchDatabase, type Prepared } from './databases.ts';
import { loadAverage } from './verdicts.ts';
import { autosaveCandidatesOf, measureAutosave } from './autosave.ts';
import { measureColdAt100k } from './cold.ts';
import { measureDocuments } from './documents.ts';
import { measurePrivacy } from './privacy.ts';
import { measureList, measureListAtFloorConnections, seedCandidates } from './candidate-list.ts';
import { measurePrint } from './print.ts';
import {
  formatPlainList100kVerdict,
  formatPlainListFloorVerdict,
  measurePlainList,
  PLAIN_LIST_LABEL,
} from './plain-list.ts';
import { formatEmbeddedShares, keepEmbedded, measureRecordReads, type EmbeddedFigures } from './record.ts';
import { measureFairness } from './fairness.ts';
import { measureExport } from './export.ts';
import { measureEsocial } from './esocial.ts';
import { measureCrosscheck } from './crosscheck.ts';
import { measureSignature } from './signature.ts';
import { formatDashboardReport, measureDashboard, seedDashboardHistory } from './dashboard.ts';
import { load, type Measurement } from './load.ts';
import {
  formatAutosaveVerdict,
  formatListFloorVerdict,
  formatListVerdict,
  formatTable,
  formatVerdict,
  judge,
} from './report.ts';
import { AUTH_LABEL, benchRoutes, checkRoute, FLOOR_LABEL, logon, type LogonAnswer } from './routes.ts';
import { DB_FLOOR_LABEL, formatEmbeddedRatio, formatFloorVerdicts, measureDatabaseFloor } from './floor.ts';
import { measureLcp } from './lcp.ts';
import { startServer, type RunningServer } from './server-process.ts';
import {
  AUTOSAVE_CANDIDATES,
  AUTOSAVE_CONNECTIONS,
  BULK_CANDIDATES,
  CONNECTIONS,
  LIST_CONNECTIONS,
  MEASURE_SECONDS,
  PLAIN_LIST_100K_CONNECTIONS,
  WARMUP_SECONDS,
} from './settings.ts';

/** what to undo if the run is interrupted: the running server, then its database */
const pending: (() => Promise<void>)[] = [];
process.once('SIGINT', async () => {
  console.error('\ninterrupted: stopping the server and removing the bench database');
  for (const undo of pending.reverse()) await undo().catch(() => undefined);
  process.exit(130);
});

/**
 * `BENCH_ONLY=autosave npm run bench` (or print, list, dashboard, export, documents, lcp, esocial (issue 17 and 34's signature), privacy, crosscheck,
 * signature, plainlist (issue 35 §2: the plain list alone, demo data and 100,000; `list` includes it),
 * cold (issue 35 §1: the list screen's calls with the answer caches off, and beside autosaves),
 * record (issue 35 §3: the record read, staff and the candidate's own; with pglite also §4's shares),
 * pglite, comma-separated):
 * the route table and the named parts, on PostgreSQL only unless `pglite` is named (a quicker loop
 * while tuning; `BENCH_ONLY=pglite` gives issue 15's lines on both databases)
 */
const ONLY = process.env.BENCH_ONLY;
type BenchPart =
  | 'print'
  | 'list'
  | 'plainlist'
  | 'record'
  | 'dashboard'
  | 'autosave'
  | 'export'
  | 'documents'
  | 'pglite'
  | 'lcp'
  | 'esocial'
  | 'privacy'
  | 'crosscheck'
  | 'signature'
  | 'cold';
const wants = (part: BenchPart) => !ONLY || ONLY.split(',').includes(part);
/** POST /api/user on each database, for the embedded line (issue 15) */
const authRps: Partial<Record<BenchDatabase['label'], Measurement>> = {};
/** the plain list, the record reads and the list page on each database (issue 35 §4) */
const embedded: EmbeddedFigures = new Map();
const wantsEmbedded = () => wants('record') && wants('pglite');
const wantsPlainList = () => wants('list') || wants('plainlist');

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function measureAll(baseUrl: string, session: LogonAnswer): Promise<Measurement[]> {
  const rows: Measurement[] = [];
  for (const route of benchRoutes(session)) {
    await checkRoute(baseUrl, route);
    await load(baseUrl, route, WARMUP_SECONDS);
    rows.push(await load(baseUrl, route, MEASURE_SECONDS));
  }
  return rows;
}

/** PostgreSQL only: the autosave, compared with the floor measured before. */
async function measureAutosaves(db: BenchDatabase, server: RunningServer, floor: Measurement | undefined) {
  const secret = db.env.JWT_SECRET;
  if (!db.databaseUrl || !secret) throw new Error('the autosave needs the database URL and the JWT secret');
  const started = Date.now();
  const candidates = await autosaveCandidatesOf(db.databaseUrl, secret);
  console.log(
    `\n${db.label}: ${candidates.length} candidates added in ${seconds(started)} s, ` +
      `measuring the autosave (load average ${loadAverage()})...`,
  );
  const save = await measureAutosave(server.url, candidates, server.pid);
  const title =
    `${db.label}, autosave (${AUTOSAVE_CANDIDATES} candidates, ${AUTOSAVE_CONNECTIONS} connections; ` +
    `floor from above, ${CONNECTIONS} connections)`;
  console.log(
    `\n${formatTable(title, floor ? [floor, save, save.atTarget] : [save, save.atTarget])}\n${formatAutosaveVerdict(save, floor)}`,
  );
}

/** The three routes, then (PostgreSQL only) the candidate list on 100,000 candidates and the autosave. */
async function measure(db: BenchDatabase, server: RunningServer): Promise<void> {
  const session = await logon(server.url);
  const rows = await measureAll(server.url, session);
  // the database floor: its own process on the same database, in the same run (issue 15)
  if (db.databaseUrl && db.env.JWT_SECRET)
    rows.push(
      await measureDatabaseFloor({ DATABASE_URL: db.databaseUrl, JWT_SECRET: db.env.JWT_SECRET }, session),
    );
  authRps[db.label] = rows.find((r) => r.label === AUTH_LABEL);
  console.log(`\n${formatTable(db.label, rows)}`);
  const verdict = judge(rows);
  if (verdict) console.log(formatVerdict(verdict, db.label === 'PostgreSQL'));
  console.log(formatFloorVerdicts(rows));
  const dbFloor = rows.find((r) => r.label === DB_FLOOR_LABEL);
  if (wantsPlainList() || wantsEmbedded()) {
    const plain = await measurePlainList(server, session.token, { what: ` (${db.label}, demo data)` });
    keepEmbedded(embedded, db.label, plain, PLAIN_LIST_LABEL);
    console.log(`\n${formatPlainListFloorVerdict(plain, dbFloor)} (load average ${loadAverage()})`);
  }
  if (wants('record'))
    await measureRecordReads(db, server, session, dbFloor, wantsEmbedded() ? embedded : undefined);
  if (wants('print')) {
    const admin = await logon(server.url, 'admin');
    const id = await measurePrint(db.label, server.url, [session, admin]);
    await measureFairness(db.label, server.url, admin, session, id);
  }
  if (!db.databaseUrl) return;
  if (wants('lcp')) await measureLcp(server.url);
  if (wantsPlainList()) await measureListAt100k(db.databaseUrl, server, session, dbFloor);
  if (wants('dashboard')) await measureDashboardAt100k(db.databaseUrl, server.url, session);
  if (wants('autosave'))
    await measureAutosaves(
      db,
      server,
      rows.find((r) => r.label === FLOOR_LABEL),
    );
  if (wants('cold')) await measureColdAt100k(db, server, session);
  if (wants('export')) await measureExport(db);
}

/** PostgreSQL only: the candidate list after 100,000 candidates are added. */
async function measureListAt100k(
  databaseUrl: string,
  server: RunningServer,
  session: LogonAnswer,
  floor: Measurement | undefined,
): Promise<void> {
  const started = Date.now();
  const added = await seedCandidates(databaseUrl);
  const count = BULK_CANDIDATES.toLocaleString('en');
  console.log(
    `\nPostgreSQL: ${count} candidates ${added ? `added in ${seconds(started)} s` : 'there'}, measuring the list ` +
      `(load average ${loadAverage()})...`,
  );
  const plain = await measurePlainList(server, session.token, {
    full: true,
    connections: PLAIN_LIST_100K_CONNECTIONS,
    what: ` (PostgreSQL, ${count} candidates)`,
  });
  console.log(`\n${formatPlainList100kVerdict(plain, floor)} (load average ${loadAverage()})`);
  if (!wants('list')) return;
  const baseUrl = server.url;
  const listRows = await measureList(baseUrl, session.token);
  const title = `PostgreSQL, candidate list (${count} candidates, ${LIST_CONNECTIONS} connections)`;
  console.log(`\n${formatTable(title, listRows)}\n${formatListVerdict(listRows)}`);
  const atFloor = await measureListAtFloorConnections(baseUrl, session.token);
  const floorTitle = `PostgreSQL, candidate list against the database floor (${count} candidates)`;
  console.log(
    `\n${formatTable(floorTitle, floor ? [floor, atFloor] : [atFloor])}\n${formatListFloorVerdict(atFloor, floor)}`,
  );
}

/** PostgreSQL only: the dashboard's four calls on 100,000 candidates with their history (issue 18). */
async function measureDashboardAt100k(databaseUrl: string, baseUrl: string, session: LogonAnswer) {
  const started = Date.now();
  await seedDashboardHistory(databaseUrl);
  console.log(`\nPostgreSQL: dashboard history added in ${seconds(started)} s, measuring the dashboard...`);
  console.log(`\n${formatDashboardReport(await measureDashboard(baseUrl, session.token))}`);
}

async function benchDatabase(db: BenchDatabase): Promise<void> {
  pending.push(db.dispose);
  try {
    const started = Date.now();
    // the dashboard is measured uncached (decision 041): its answers are never kept here
    const server = await startServer({ ...db.env, DASHBOARD_CACHE_SECONDS: '0' });
    pending.push(server.stop);
    try {
      console.log(`${db.label}: server ready in ${seconds(started)} s, measuring...`);
      await measure(db, server);
    } finally {
      const said = server.output();
      if (said.length)
        console.log(`server output (warn and above), last lines:\n  ${said.slice(-5).join('\n  ')}`);
      await server.stop();
      pending.pop();
    }
  } finally {
    await db.dispose();
    pending.pop();
  }
}

async function main() {
  const started = Date.now();
  const cores = availableParallelism();
  console.log(
    `Admissão benchmark: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s per route, ` +
      `${cores} cores, Node ${process.version}`,
  );
  if (cores !== 2) console.log(`note: the targets are set for 2 cores; this machine has ${cores}`);
  const [load1 = 0] = loadavg();
  console.log(`load average ${loadAverage()} before the run`);
  if (load1 > cores / 2)
    console.log(`note: load average ${load1.toFixed(1)} before the run: other processes compete for the CPU`);
  let failures = 0;
  for (const prepare of wants('pglite') ? [preparePostgres, preparePglite] : [preparePostgres]) {
    let prepared: Prepared;
    try {
      prepared = await prepare();
    } catch (err) {
      failures++;
      console.error(`could not prepare the database: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    if ('skip' in prepared) {
      console.log(`\n${prepared.skip}`);
      continue;
    }
    console.log('');
    try {
      await benchDatabase(prepared);
    } catch (err) {
      failures++;
      console.error(
        `${prepared.label}: measurement stopped: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  console.log(`\n${formatEmbeddedRatio(authRps.PGlite, authRps.PostgreSQL)}`);
  if (wants('pglite') && embedded.size) console.log(formatEmbeddedShares(embedded));
  // the parts that start their own server (documents, privacy) or run in-process (esocial: PGlite;
  // signature: the seal alone)
  const parts = [
    ['documents', measureDocuments],
    ['esocial', measureEsocial],
    ['privacy', measurePrivacy],
    ['crosscheck', measureCrosscheck],
    ['signature', measureSignature],
  ] as const;
  for (const [part, measurePart] of parts) {
    if (!wants(part)) continue;
    try {
      await measurePart();
    } catch (err) {
      failures++;
      console.error(`${part}: measurement stopped: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  console.log(`\ndone in ${seconds(started)} s, load average ${loadAverage()}`);
  // the figures are printed: end now, whatever a measured part left open (a pool, an in-process
  // database, a worker) — a run that printed 'done' and then waited for its timeout was seen
  process.exit(failures ? 1 : 0);
}

await main();
