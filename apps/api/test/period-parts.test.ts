/**
 * The durations widget reads a period as whole weeks (weekly histogram) plus the days before and
 * after them (daily histogram): every day of the period must be counted exactly once, and no day
 * outside it at all, whatever weekday the period starts and ends on.
 */
import { describe, expect, it } from 'vitest';
import { periodParts } from '../src/modules/dashboard/period-parts.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const within = (d: string, [from, to]: [string, string]) => d >= from && d <= to;
/** the Monday of the ISO week of `d` */
const mondayOf = (d: string) => iso(ms(d) - ((new Date(ms(d)).getUTCDay() + 6) % 7) * DAY);

/** how many times `d` is read: as part of a whole week and as a day of the head or the tail */
function timesRead(d: string, parts: ReturnType<typeof periodParts>) {
  const [weeks, head, tail] = parts;
  return Number(within(mondayOf(d), weeks)) + Number(within(d, head)) + Number(within(d, tail));
}

describe('periodParts', () => {
  it('reads every day of the period once and none outside it, from any weekday to any other', () => {
    const start = ms('2026-11-02'); // a Monday
    for (let s = 0; s < 14; s++)
      for (let length = 0; length < 45; length++) {
        const de = iso(start + s * DAY);
        const ate = iso(start + (s + length) * DAY);
        const parts = periodParts(de, ate);
        for (let d = -8; d <= length + 8; d++) {
          const day = iso(start + (s + d) * DAY);
          expect(timesRead(day, parts), `${day} in ${de}..${ate}`).toBe(d >= 0 && d <= length ? 1 : 0);
        }
      }
  });

  it('gives Mondays as the weeks, and the partial weeks as days', () => {
    // Thursday 2026-08-27 to Thursday 2026-11-26: weeks from 31/08 to 16/11, days 27–30/08 and 23–26/11
    expect(periodParts('2026-08-27', '2026-11-26')).toEqual([
      ['2026-08-31', '2026-11-16'],
      ['2026-08-27', '2026-08-30'],
      ['2026-11-23', '2026-11-26'],
    ]);
    // a Monday-to-Sunday week: one whole week, no days
    const [weeks, head, tail] = periodParts('2026-11-16', '2026-11-22');
    expect(weeks).toEqual(['2026-11-16', '2026-11-16']);
    expect(head[1] < head[0] && tail[1] < tail[0]).toBe(true);
  });
});
