/**
 * Issue 35 §2: the spec's plain `GET /api/candidate/list` (no PAGE: the whole array, newest first,
 * capped at 1,000 rows), which no held page serves — read from the database on every call.
 * Measured on the demo data at the floor's connections against the database floor of the same run,
 * then (PostgreSQL) at 100,000 candidates, where it answers its 1,000-row cap; on PGlite as a share
 * of PostgreSQL's figure (bench/record.ts, formatEmbeddedShares).
 */
import type { CandidateListRow } from '@admissao/domain';
import { load, type Measurement } from './load.ts';
import { profiled } from './profile.ts';
import type { RunningServer } from './server-process.ts';
import {
  CONNECTIONS,
  MEASURE_SECONDS,
  PLAIN_LIST_TARGET_FLOOR_RATIO,
  PLAIN_LIST_TARGET_P99_MS,
  WARMUP_SECONDS,
} from './settings.ts';
import { ms, passFail } from './verdicts.ts';

export const PLAIN_LIST_LABEL = 'GET /api/candidate/list (plain)';
const CAP = 1000;

/** One call first: a 200 with a non-empty array (exactly the cap when `full`), else it is not measured. */
async function checkPlainList(baseUrl: string, token: string, full: boolean): Promise<number> {
  const res = await fetch(`${baseUrl}/api/candidate/list`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`${PLAIN_LIST_LABEL} answered ${res.status}: ${text.slice(0, 200)}`);
  const rows = JSON.parse(text) as CandidateListRow[];
  if (!Array.isArray(rows) || !rows.length || (full && rows.length !== CAP))
    throw new Error(`${PLAIN_LIST_LABEL}: expected ${full ? CAP : 'some'} rows, got ${rows.length}`);
  return rows.length;
}

/** the plain list under load (profiled with BENCH_PROF); `full`: the data has more rows than the cap */
export async function measurePlainList(
  server: RunningServer,
  token: string,
  { full = false, connections = CONNECTIONS, what = '' } = {},
): Promise<Measurement> {
  const rows = await checkPlainList(server.url, token, full);
  const route = {
    label: `${PLAIN_LIST_LABEL}, ${rows} rows, ${connections} connections`,
    method: 'GET' as const,
    path: '/api/candidate/list',
    headers: { authorization: `Bearer ${token}` },
  };
  await load(server.url, route, WARMUP_SECONDS, connections);
  return profiled(server, `${route.label}${what}`, () =>
    load(server.url, route, MEASURE_SECONDS, connections),
  );
}

/** demo data: the share of the database floor (target >= 0.5) */
export function formatPlainListFloorVerdict(list: Measurement, floor: Measurement | undefined): string {
  const head = `${list.label}: ${list.rps.toFixed(0)} req/s, p50 ${ms(list.p50)}, p99 ${ms(list.p99)}`;
  const failed = list.failed ? `\nWARNING: ${list.failed} answers were not 2xx` : '';
  if (!floor?.rps) return `${head}; vs the database floor: not measured${failed}`;
  const ratio = list.rps / floor.rps;
  return (
    `${head}\n${list.label} at ${ratio.toFixed(2)} of ${floor.label} ${floor.rps.toFixed(0)} req/s ` +
    `(target >= ${PLAIN_LIST_TARGET_FLOOR_RATIO}): ${passFail(ratio >= PLAIN_LIST_TARGET_FLOOR_RATIO)}${failed}`
  );
}

/** 100,000 candidates: the 1,000-row answer's p99 (target < 100 ms), and its share of the floor */
export function formatPlainList100kVerdict(list: Measurement, floor: Measurement | undefined): string {
  const share = floor?.rps ? `, ${(list.rps / floor.rps).toFixed(2)} of the database floor` : '';
  const failed = list.failed ? `\nWARNING: ${list.failed} answers were not 2xx` : '';
  return (
    `${list.label}: ${list.rps.toFixed(0)} req/s${share}, p50 ${ms(list.p50)}, p99 ${ms(list.p99)} ` +
    `(target < ${PLAIN_LIST_TARGET_P99_MS} ms): ${passFail(list.p99 < PLAIN_LIST_TARGET_P99_MS)}${failed}`
  );
}
