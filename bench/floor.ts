/**
 * Issue 15's lines: the database floor (bench/db-floor-server.ts, its own process) measured in the
 * same run as the API, and the ratios with PASS/FAIL — a fixed list against the bare floor, the
 * authenticated reads against the database floor, and PGlite against PostgreSQL.
 */
import { cpuPerAnswer } from './cpu.ts';
import { load, type Measurement } from './load.ts';
import type { LogonAnswer } from './routes.ts';
import { AUTH_LABEL, COUNTS_LABEL, FLOOR_LABEL, LIST_LABEL } from './routes.ts';
import { startServer } from './server-process.ts';
import { MEASURE_SECONDS, WARMUP_SECONDS } from './settings.ts';
import { ms } from './verdicts.ts';

export const DB_FLOOR_LABEL = 'database floor (HS256 + PK read)';

/** issue 15's targets: [route, against, at least this share] */
const TARGETS: [string, string, number][] = [
  [LIST_LABEL, FLOOR_LABEL, 0.5],
  [AUTH_LABEL, DB_FLOOR_LABEL, 0.9],
  [COUNTS_LABEL, DB_FLOOR_LABEL, 0.8],
];

export async function measureDatabaseFloor(
  env: { DATABASE_URL: string; JWT_SECRET: string },
  session: LogonAnswer,
): Promise<Measurement> {
  const server = await startServer(env, { script: 'bench/db-floor-server.ts', healthPath: '/' });
  try {
    const route = {
      label: DB_FLOOR_LABEL,
      method: 'POST' as const,
      path: '/floor',
      headers: { authorization: `Bearer ${session.token}` },
    };
    const probe = await fetch(`${server.url}/floor`, { method: 'POST', headers: route.headers });
    if (probe.status !== 200) throw new Error(`the database floor answered ${probe.status}`);
    await probe.body?.cancel();
    await load(server.url, route, WARMUP_SECONDS);
    // its CPU per answer too: what the record read's figures compare with (issue 35 §3)
    return await cpuPerAnswer(server.pid, env.DATABASE_URL, MEASURE_SECONDS, () =>
      load(server.url, route, MEASURE_SECONDS),
    );
  } finally {
    await server.stop();
  }
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;

export function formatFloorVerdicts(rows: Measurement[]): string {
  const rps = (label: string) => rows.find((r) => r.label === label)?.rps ?? 0;
  return TARGETS.map(([label, against, target]) => {
    const base = rps(against);
    if (!base || !rps(label)) return `${label}: not measured`;
    const ratio = rps(label) / base;
    const verdict = ratio >= target ? 'PASS' : 'FAIL';
    return `${label} at ${ratio.toFixed(2)} of ${against} (target >= ${target}): ${verdict}`;
  }).join('\n');
}

/** the embedded default against the server, same call, same run */
export function formatEmbeddedRatio(
  pglite: Measurement | undefined,
  postgres: Measurement | undefined,
): string {
  if (!pglite || !postgres || !postgres.rps) return `${AUTH_LABEL}, PGlite / PostgreSQL: not measured`;
  const ratio = pglite.rps / postgres.rps;
  return (
    `${AUTH_LABEL}, PGlite ${pglite.rps.toFixed(0)} / PostgreSQL ${postgres.rps.toFixed(0)} req/s = ` +
    `${pct(ratio)} (target >= 50 %): ${ratio >= 0.5 ? 'PASS' : 'FAIL'}`
  );
}

/**
 * Any call on the embedded default against the server, same run (issue 35 §4: the new user's
 * `npm start`): "PGlite x req/s = 0.yy of PostgreSQL"
 */
export function formatEmbeddedShare(
  label: string,
  pglite: Measurement | undefined,
  postgres: Measurement | undefined,
): string {
  if (!pglite || !postgres?.rps) return `${label}: PGlite / PostgreSQL not measured`;
  return (
    `${label}: PGlite ${pglite.rps.toFixed(0)} req/s = ${(pglite.rps / postgres.rps).toFixed(2)} of ` +
    `PostgreSQL ${postgres.rps.toFixed(0)} req/s (p99 ${ms(pglite.p99)} / ${ms(postgres.p99)})`
  );
}
