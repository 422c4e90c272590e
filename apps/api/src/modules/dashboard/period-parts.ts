/**
 * A period of Brasília days cut as the durations widget reads it (decision 041): its whole weeks
 * (Monday on or after the first day to the Monday of the last week ending on or before the last
 * day), from the weekly histogram, and the days before and after them, from the daily one. Each day
 * of the period is in exactly one part; a part that is empty has its end before its start.
 */
type Range = [from: string, to: string];

const DAY = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const isoOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
/** 0 for Monday … 6 for Sunday (1970-01-01, day 0, was a Thursday) */
const weekday = (n: number) => (((n + 3) % 7) + 7) % 7;

/** [whole weeks by their Mondays, days before them, days after them], as ISO dates */
export function periodParts(de: string, ate: string): [weeks: Range, head: Range, tail: Range] {
  const first = dayNumber(de);
  const last = dayNumber(ate);
  const firstMonday = first + ((7 - weekday(first)) % 7);
  const lastMonday = last - weekday(last) - (weekday(last) === 6 ? 0 : 7);
  const headEnd = Math.min(last, firstMonday - 1);
  const tailStart = Math.max(firstMonday, lastMonday + 7);
  return [
    [isoOf(firstMonday), isoOf(lastMonday)],
    [isoOf(first), isoOf(headEnd)],
    [isoOf(tailStart), isoOf(last)],
  ];
}
