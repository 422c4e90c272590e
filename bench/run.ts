/**
 * `npm run bench`: a measurement, not a test. Starts the API on PostgreSQL (when
 * something answers on 127.0.0.1:5432) and on PGlite, loads three routes with autocannon
 * and prints req/s, p50, p99 and the ratio to the floor, with PASS/FAIL for the targets.
 * Exits 0 whatever the verdict; 1 only when a server could not be measured at all.
 */
import { availableParallelism, loadavg } from 'node:os';
import { preparePglite, preparePostgres, type BenchDatabase, type Prepared } from './databases.ts';
import { load, type Measurement } from './load.ts';
import { formatTable, formatVerdict, judge } from './report.ts';
import { benchRoutes, checkRoute } from './routes.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { CONNECTIONS, MEASURE_SECONDS, WARMUP_SECONDS } from './settings.ts';

/** what to undo if the run is interrupted: the running server, then its database */
const pending: (() => Promise<void>)[] = [];
process.once('SIGINT', async () => {
  console.error('\ninterrupted: stopping the server and removing the bench database');
  for (const undo of pending.reverse()) await undo().catch(() => undefined);
  process.exit(130);
});

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function measureAll(server: RunningServer): Promise<Measurement[]> {
  const routes = await benchRoutes(server.url);
  const rows: Measurement[] = [];
  for (const route of routes) {
    await checkRoute(server.url, route);
    await load(server.url, route, WARMUP_SECONDS);
    rows.push(await load(server.url, route, MEASURE_SECONDS));
  }
  return rows;
}

async function benchDatabase(db: BenchDatabase): Promise<Measurement[]> {
  pending.push(db.dispose);
  try {
    const started = Date.now();
    const server = await startServer(db.env);
    pending.push(server.stop);
    try {
      console.log(`${db.label}: server ready in ${seconds(started)} s, measuring...`);
      const rows = await measureAll(server);
      const said = server.output();
      if (said.length)
        console.log(`server output (warn and above), last lines:\n  ${said.slice(-5).join('\n  ')}`);
      return rows;
    } finally {
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
      const rows = await benchDatabase(prepared);
      console.log(`\n${formatTable(prepared.label, rows)}`);
      const verdict = judge(rows);
      if (verdict) console.log(formatVerdict(verdict, prepared.label === 'PostgreSQL'));
    } catch (err) {
      failures++;
      console.error(`${prepared.label}: not measured: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  console.log(`\ndone in ${seconds(started)} s`);
  process.exitCode = failures ? 1 : 0;
}

await main();
