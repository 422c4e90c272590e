/** One autocannon run against a route; only 2xx answers count towards req/s. */
import autocannon from 'autocannon';
import type { BenchRoute } from './routes.ts';
import { CONNECTIONS } from './settings.ts';

export interface Measurement {
  label: string;
  /** 2xx answers per second */
  rps: number;
  p50: number;
  p99: number;
  /** non-2xx answers, connection errors and timeouts */
  failed: number;
  /** 2xx answers in all (the record read's access-log rows are counted against it) */
  ok?: number;
  /** CPU per 2xx answer, when measured (bench/cpu.ts cpuPerAnswer) */
  cpu?: { serverMs: number; postgresMs: number };
}

export async function load(
  baseUrl: string,
  route: BenchRoute,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Measurement> {
  const result = await autocannon({
    url: `${baseUrl}${route.path}`,
    connections,
    duration: seconds,
    method: route.method,
    headers: route.headers,
    body: route.body,
  });
  return {
    label: route.label,
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    ok: result['2xx'],
  };
}
