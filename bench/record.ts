/**
 * Issue 35 §3: the candidate record, `GET /api/candidate/{id}`, read by the demo manager (each 2xx
 * writes its LEITURA_FICHA access-log row, decision 036) and by the candidate reading their own, at
 * CONNECTIONS connections against the database floor of the same run (target RECORD_TARGET_FLOOR_RATIO).
 *
 * Cold by construction: no cache holds a record's answer — readRecord reads the database on every
 * call; what the server holds in memory is the session check (decision 044), the same for every
 * authenticated call. On PostgreSQL the check step proves it: a value changed behind the server's
 * back (plain SQL, no API call) is in the next answer.
 *
 * The rows: RECORD_LOG_CHECK_REQUESTS staff reads with every answer awaited must add exactly one
 * row per 2xx (on PGlite counted through the log's own call, capped at ACCESS_LOG_MAX_ROWS, so
 * before the timed loads); on PostgreSQL the timed load's rows are counted in the database too.
 * Each figure is printed with its CPU per answer (the API process; PostgreSQL's backends of the
 * bench's database) and the floor's, the figures other sessions' load moves least.
 *
 * §4: on PGlite the same calls, and the list page and the plain list, as a share of PostgreSQL's
 * figure (`formatEmbeddedShares`).
 */
import autocannon from 'autocannon';
import { ACCESS_LOG_MAX_ROWS, type AccessLogRow } from '@admissao/domain';
import { formatEmbeddedShare } from './floor.ts';
import { cpuPerAnswer } from './cpu.ts';
import { load, type Measurement } from './load.ts';
import { profiled } from './profile.ts';
import type { BenchRoute, LogonAnswer } from './routes.ts';
import type { RunningServer } from './server-process.ts';
import {
  CONNECTIONS,
  DEMO_LOGIN,
  MEASURE_SECONDS,
  RECORD_LOG_CHECK_REQUESTS,
  RECORD_TARGET_FLOOR_RATIO,
  WARMUP_SECONDS,
} from './settings.ts';
import { adminQuery, loadAverage, ms, passFail } from './verdicts.ts';

export const RECORD_STAFF_LABEL = 'GET /api/candidate/{id} (staff, access-log row)';
export const RECORD_OWN_LABEL = "GET /api/candidate/{id} (the candidate's own)";
/** as the server answers it, caches on: a held page (decision 016); BENCH_ONLY=cold measures it cold */
export const LIST_PAGE_LABEL = 'GET /api/candidate/list?PAGE=1&PAGESIZE=50 (held page)';
/** the demo candidate of 041, the manager's client: both reads read the same record */
const CANDIDATE_LOGIN = 'candidato@demo.com.br';

type Label = 'PostgreSQL' | 'PGlite';
/** each call measured on each database, for the embedded lines (issue 35 §4) */
export type EmbeddedFigures = Map<string, Partial<Record<Label, Measurement>>>;

export function keepEmbedded(figures: EmbeddedFigures, db: Label, m: Measurement, label = m.label) {
  figures.set(label, { ...figures.get(label), [db]: m });
}

/** One line per call measured on both databases: "PGlite x req/s = 0.yy of PostgreSQL" */
export function formatEmbeddedShares(figures: EmbeddedFigures): string {
  return [...figures].map(([label, by]) => formatEmbeddedShare(label, by.PGlite, by.PostgreSQL)).join('\n');
}

/** The candidate's own sign-in (one per server: logon is rate limited per address). */
async function candidateLogon(baseUrl: string): Promise<{ token: string; id: number }> {
  const res = await fetch(`${baseUrl}/api/auth/logon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ USUARIO: CANDIDATE_LOGIN, SENHA: DEMO_LOGIN.SENHA }),
  });
  const answer = (await res.json()) as { token?: string; candidate?: { CODCANDIDATO?: number } };
  const id = answer.candidate?.CODCANDIDATO;
  if (res.status !== 200 || typeof answer.token !== 'string' || typeof id !== 'number')
    throw new Error(`POST /api/auth/logon (${CANDIDATE_LOGIN}) answered ${res.status}`);
  return { token: answer.token, id };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function readOnce(baseUrl: string, token: string, id: number): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/api/candidate/${id}`, { headers: bearer(token) });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`GET /api/candidate/${id} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The two answers as the contract says (staff: OCULTOS, no CONTATO_RH; the candidate: the reverse). */
async function checkReads(baseUrl: string, staff: string, own: string, id: number, databaseUrl?: string) {
  const [asStaff, asOwn] = [await readOnce(baseUrl, staff, id), await readOnce(baseUrl, own, id)];
  if (asStaff.CODCANDIDATO !== id || !Array.isArray(asStaff.OCULTOS) || 'CONTATO_RH' in asStaff)
    throw new Error(`${RECORD_STAFF_LABEL}: not a staff answer`);
  if (asOwn.CODCANDIDATO !== id || 'OCULTOS' in asOwn || !('CONTATO_RH' in asOwn))
    throw new Error(`${RECORD_OWN_LABEL}: not the candidate's answer`);
  if (!databaseUrl) return;
  // no cache in between: a change made behind the server's back is in the next answer
  const nickname = `BENCH ${Date.now() % 1_000_000}`;
  await adminQuery(`update candidate set apelido = '${nickname}' where codcandidato = ${id}`, databaseUrl);
  if ((await readOnce(baseUrl, staff, id)).APELIDO !== nickname)
    throw new Error(`${RECORD_STAFF_LABEL}: a change made in the database was not in the next answer`);
}

/** the candidate's LEITURA_FICHA rows: counted in the database, or (PGlite) through the log's own call */
async function readingRows(baseUrl: string, staff: string, id: number, databaseUrl?: string) {
  if (databaseUrl) {
    const [row] = await adminQuery(
      `select count(*)::int as n from access_log where codcandidato = ${id} and acao = 'LEITURA_FICHA'`,
      databaseUrl,
    );
    return { rows: Number(row?.n), capped: false };
  }
  const res = await fetch(`${baseUrl}/api/candidate/access-log?CODCANDIDATO=${id}`, {
    headers: bearer(staff),
  });
  const all = (await res.json()) as AccessLogRow[];
  if (res.status !== 200) throw new Error(`GET /api/candidate/access-log answered ${res.status}`);
  return {
    rows: all.filter((r) => r.ACAO === 'LEITURA_FICHA').length,
    capped: all.length >= ACCESS_LOG_MAX_ROWS,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The rows once the server has answered what a timed load left in flight (a load stops with up to
 * CONNECTIONS requests sent, which the server still answers and logs): the same count 1 s apart.
 */
async function settledRows(baseUrl: string, staff: string, id: number, databaseUrl?: string) {
  let last = await readingRows(baseUrl, staff, id, databaseUrl);
  for (let tries = 0; tries < 30; tries++) {
    await sleep(1000);
    const now = await readingRows(baseUrl, staff, id, databaseUrl);
    if (now.rows === last.rows) return now;
    last = now;
  }
  return last;
}

/** RECORD_LOG_CHECK_REQUESTS staff reads at CONNECTIONS connections, every answer awaited: one row per 2xx */
async function checkAccessLog(baseUrl: string, staff: string, id: number, databaseUrl?: string) {
  const before = await settledRows(baseUrl, staff, id, databaseUrl);
  const result = await autocannon({
    url: `${baseUrl}/api/candidate/${id}`,
    connections: CONNECTIONS,
    amount: RECORD_LOG_CHECK_REQUESTS,
    // a slow answer still writes its row: waited for, not counted as a timeout and sent again
    timeout: 120,
    headers: bearer(staff),
  });
  const after = await readingRows(baseUrl, staff, id, databaseUrl);
  if (after.capped)
    return `access log: more rows than the log's call answers (${ACCESS_LOG_MAX_ROWS}): not counted`;
  const written = after.rows - before.rows;
  const ok = result['2xx'];
  return (
    `access log: ${RECORD_LOG_CHECK_REQUESTS} staff reads, ${ok} answered 2xx, ${written} LEITURA_FICHA rows ` +
    `written: ${written === ok && ok === RECORD_LOG_CHECK_REQUESTS ? 'OK' : 'MISMATCH'}`
  );
}

/** warm-up, then the measured load (profiled with BENCH_PROF), with its CPU per answer */
async function measureRoute(
  server: RunningServer,
  databaseUrl: string | undefined,
  route: BenchRoute,
  what: string,
): Promise<Measurement> {
  await load(server.url, route, WARMUP_SECONDS);
  return profiled(server, `${route.label}${what}`, () =>
    cpuPerAnswer(server.pid, databaseUrl, MEASURE_SECONDS, () => load(server.url, route, MEASURE_SECONDS)),
  );
}

const cpuLine = (cpu: Measurement['cpu'], whose = '') =>
  cpu
    ? `\n  ${whose}CPU per answer: API ${cpu.serverMs.toFixed(2)} ms + PostgreSQL ${cpu.postgresMs.toFixed(2)} ms`
    : '';

function formatRead(m: Measurement, floor: Measurement | undefined): string {
  const head = `${m.label}: ${m.rps.toFixed(0)} req/s, p50 ${ms(m.p50)}, p99 ${ms(m.p99)}${cpuLine(m.cpu)}`;
  const failed = m.failed ? `\nWARNING: ${m.failed} answers were not 2xx` : '';
  if (!floor?.rps) return `${head} (load average ${loadAverage()})${failed}`;
  const ratio = m.rps / floor.rps;
  return (
    `${head}\n${m.label} at ${ratio.toFixed(2)} of ${floor.label} ${floor.rps.toFixed(0)} req/s ` +
    `(target >= ${RECORD_TARGET_FLOOR_RATIO}): ${passFail(ratio >= RECORD_TARGET_FLOOR_RATIO)} ` +
    `(load average ${loadAverage()})${cpuLine(floor.cpu, "the floor's ")}${failed}`
  );
}

/**
 * The timed staff load's rows against its 2xx answers (PostgreSQL: counted in the database, with no
 * cap): every 2xx wrote one, and the requests in flight when the load stopped (at most CONNECTIONS)
 * were still answered, and logged, after it.
 */
async function timedStaffLoad(
  server: RunningServer,
  route: BenchRoute,
  what: string,
  { databaseUrl, staff, id }: { databaseUrl: string; staff: string; id: number },
) {
  await load(server.url, route, WARMUP_SECONDS);
  const before = await settledRows(server.url, staff, id, databaseUrl);
  const m = await profiled(server, `${route.label}${what}`, () =>
    cpuPerAnswer(server.pid, databaseUrl, MEASURE_SECONDS, () => load(server.url, route, MEASURE_SECONDS)),
  );
  const written = (await settledRows(server.url, staff, id, databaseUrl)).rows - before.rows;
  const late = written - (m.ok ?? 0);
  const line =
    `access log, the timed load: ${written} LEITURA_FICHA rows for ${m.ok} 2xx answers ` +
    `(${late} answered after it stopped, at most ${CONNECTIONS}): ${late >= 0 && late <= CONNECTIONS ? 'OK' : 'MISMATCH'}`;
  return { m, line };
}

/**
 * Both reads (staff first, then the candidate's own), each printed with its share of the floor. The
 * staff read's rows are counted exactly over a fixed number of reads first (on either database),
 * then against the timed load's answers (PostgreSQL). `embedded`: also the list page, for §4.
 */
export async function measureRecordReads(
  db: { label: Label; databaseUrl?: string },
  server: RunningServer,
  session: LogonAnswer,
  floor: Measurement | undefined,
  embedded?: EmbeddedFigures,
): Promise<void> {
  const own = await candidateLogon(server.url);
  const { id } = own;
  await checkReads(server.url, session.token, own.token, id, db.databaseUrl);
  const what = ` (${db.label}, demo data, ${CONNECTIONS} connections)`;
  const route = (label: string, token: string, path = `/api/candidate/${id}`): BenchRoute => ({
    label,
    method: 'GET',
    path,
    headers: bearer(token),
  });
  console.log(`\n${db.label}, the record read (demo candidate ${id}, ${CONNECTIONS} connections)`);
  // before the timed loads, so that the PGlite count (the log's own call, capped) sees few rows
  console.log(await checkAccessLog(server.url, session.token, id, db.databaseUrl));
  const staffRoute = route(RECORD_STAFF_LABEL, session.token);
  const timed = db.databaseUrl
    ? await timedStaffLoad(server, staffRoute, what, {
        databaseUrl: db.databaseUrl,
        staff: session.token,
        id,
      })
    : { m: await measureRoute(server, db.databaseUrl, staffRoute, what), line: '' };
  console.log(`${formatRead(timed.m, floor)}${timed.line ? `\n${timed.line}` : ''}`);
  const ownRead = await measureRoute(server, db.databaseUrl, route(RECORD_OWN_LABEL, own.token), what);
  console.log(formatRead(ownRead, floor));
  if (!embedded) return;
  keepEmbedded(embedded, db.label, timed.m);
  keepEmbedded(embedded, db.label, ownRead);
  const page = route(LIST_PAGE_LABEL, session.token, '/api/candidate/list?PAGE=1&PAGESIZE=50');
  const list = await measureRoute(server, db.databaseUrl, page, what);
  console.log(formatRead(list, floor));
  keepEmbedded(embedded, db.label, list);
}
