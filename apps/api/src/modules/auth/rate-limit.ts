/**
 * Attempt counters kept in the database, so every API process shares them. Windows are
 * fixed and short: an attacker hammering a login locks it for at most one window, and
 * the per-address counter stops one address from trying many logins.
 */
import { sql } from 'drizzle-orm';
import { MSG } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { tooMany } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

interface HitRow extends Record<string, unknown> {
  hits: number;
  retry: number;
}

async function hit(db: Db, limit: Limit): Promise<HitRow> {
  const res = await db.execute<HitRow>(sql`
    insert into rate_limit (key, hits, reset_at)
    values (${limit.key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    on conflict (key) do update set
      hits = case when rate_limit.reset_at <= now() then 1 else rate_limit.hits + 1 end,
      reset_at = case when rate_limit.reset_at <= now()
        then now() + make_interval(secs => ${limit.windowSeconds}) else rate_limit.reset_at end
    returning hits, ceil(extract(epoch from reset_at - now()))::int as retry`);
  return rowsOf<HitRow>(res)[0] ?? { hits: 0, retry: 0 };
}

/** Counts one attempt against every limit; throws 429 when any is exceeded. */
export async function consumeAttempt(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const { hits, retry } = await hit(db, limit);
    if (hits > limit.max) throw tooMany(MSG.tooManyAttempts, Math.max(1, retry));
  }
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${key}`);
}

const WINDOW = 15 * 60;
const norm = (login: string) => login.trim().toLowerCase();

/** The limits of a sign-in, reset or code step, per address and per login. */
export const authLimits = (step: 'logon' | 'reset' | 'code', ip: string, login: string): Limit[] => [
  { key: `${step}:ip:${ip}`, max: step === 'logon' ? 50 : 20, windowSeconds: WINDOW },
  { key: `${step}:login-ip:${norm(login)}:${ip}`, max: step === 'code' ? 5 : 10, windowSeconds: WINDOW },
  { key: `${step}:login:${norm(login)}`, max: 100, windowSeconds: WINDOW },
];
export const loginIpKey = (step: string, ip: string, login: string) =>
  `${step}:login-ip:${norm(login)}:${ip}`;
