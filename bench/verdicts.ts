/** What every part of the benchmark prints its figures with, and the server's admin connection. */
import { loadavg } from 'node:os';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from './settings.ts';

export const passFail = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** the machine's load average over 1, 5 and 15 minutes, printed with each figure (2 shared cores) */
export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

export const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

/** The p-th percentile (nearest rank below) of the figures, 0 when there are none. */
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};

/** One statement on its own connection (creating and dropping the benchmark's databases). */
export async function adminQuery(text: string, url = POSTGRES_ADMIN_URL) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as Record<string, unknown>[];
  } finally {
    await c.end();
  }
}
