/** What every part of the benchmark prints its figures with, and the server's admin connection. */
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from './settings.ts';

export const passFail = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

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
