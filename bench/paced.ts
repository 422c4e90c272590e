/**
 * An open load at a fixed total rate: each candidate keeps one keep-alive connection and sends a
 * save every `candidates / rate` seconds, starting at a random phase, so saves arrive spread out
 * as real candidates' do. (autocannon's `overallRate` sends each second's quota at the start of
 * the second: 1,500 saves in one burst, which measures the burst, not the rate.) A candidate whose
 * previous save is still in flight waits for it, as the page's save queue does; latency is timed
 * from the moment the save was due, so a late start counts against the server.
 */
import http from 'node:http';
import type { Measurement } from './load.ts';

export interface PacedClient {
  path: string;
  headers: Record<string, string>;
  /** the body of the n-th save */
  body(n: number): string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function send(agent: http.Agent, base: URL, method: string, c: PacedClient, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: c.path,
        headers: { ...c.headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

export async function pacedLoad(
  label: string,
  baseUrl: string,
  method: string,
  clients: PacedClient[],
  ratePerSecond: number,
  seconds: number,
  warmupSeconds: number,
): Promise<Measurement> {
  const base = new URL(baseUrl);
  const periodMs = (clients.length / ratePerSecond) * 1000;
  // the first saves open the connections: they run, but only what follows the warm-up is counted
  const from = performance.now() + warmupSeconds * 1000;
  const end = from + seconds * 1000;
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let n = 0;
  await Promise.all(
    clients.map(async (c) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let due = performance.now() + Math.random() * periodMs;
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const status = await send(agent, base, method, c, c.body(n++));
        if (due >= from) {
          latencies.push(performance.now() - due);
          if (status >= 200 && status < 300) ok++;
          else failed++;
        }
        due += periodMs;
      }
      agent.destroy();
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    label,
    rps: ok / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}
