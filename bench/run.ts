/**
 * `npm run bench`: a measurement, not a test. Starts the API on PostgreSQL (when
 * something answers on 127.0.0.1:5432) and on PGlite, loads three routes with autocannon
 * and prints req/s, p50, p99 and the ratio to the floor, with PASS/FAIL for the targets; on
 * PostgreSQL it then adds 100,000 candidates and measures three candidate-list pages.
 * Exits 0 whatever the verdict; 1 only when a server could not be measured at all.
 */
import { availableParallelism, loadavg } from 'node:os';
import { preparePglite, preparePostgres, type BenchDatabase, type Prepared } from './databases.ts';
import { measureList, seedCandidates } from './candidate-list.ts';
import { load, type Measurement } from './load.ts';
import { formatListVerdict, formatTable, formatVerdict, judge } from './report.ts';
import { benchRoutes, checkRoute, logon, type LogonAnswer } from './routes.ts';
import { startServer, type RunningServer } from './server-process.ts';
import {
  BULK_CANDIDATES,
  CONNECTIONS,
  LIST_CONNECTIONS,
  MEASURE_SECONDS,
  WARMUP_SECONDS,
} from './settings.ts';

/** what to undo if the run is interrupted: the running server, then its database */
const pending: (() => Promise<void>)[] = [];
process.once('SIGINT', async () => {
  console.error('\ninterrupted: stopping the server and removing the bench database');
  for (const undo of pending.reverse()) await undo().catch(() => undefined);
  process.exit(130);
});

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

/** The three routes, then (PostgreSQL only) the candidate list on 100,000 candidates. */
async function measure(db: BenchDatabase, server: RunningServer): Promise<void> {
  const session = await logon(server.url);
  const rows = await measureAll(server.url, session);
  console.log(`\n${formatTable(db.label, rows)}`);
  const verdict = judge(rows);
  if (verdict) console.log(formatVerdict(verdict, db.label === 'PostgreSQL'));
  if (!db.databaseUrl) return;
  const started = Date.now();
  await seedCandidates(db.databaseUrl);
  const count = BULK_CANDIDATES.toLocaleString('en');
  console.log(`\n${db.label}: ${count} candidates added in ${seconds(started)} s, measuring the list...`);
  const listRows = await measureList(server.url, session.token);
  const title = `${db.label}, candidate list (${count} candidates, ${LIST_CONNECTIONS} connections)`;
  console.log(`\n${formatTable(title, listRows)}\n${formatListVerdict(listRows)}`);
}

async function benchDatabase(db: BenchDatabase): Promise<void> {
  pending.push(db.dispose);
  try {
    const started = Date.now();
    const server = await startServer(db.env);
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
  const [load1] = loadavg();
  if (load1 !== undefined && load1 > cores / 2)
    console.log(`note: load average ${load1.toFixed(1)} before the run: other processes compete for the CPU`);
  let failures = 0;
  for (const prepare of [preparePostgres, preparePglite]) {
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
  console.log(`\ndone in ${seconds(started)} s`);
  process.exitCode = failures ? 1 : 0;
}

await main();
