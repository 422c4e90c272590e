/**
 * How the Painel draws counts (issue 30): integer ticks on count axes (no 0,3 / 0,5), and, with
 * too few points for a line to say anything, the figures as numbers instead of a chart.
 */

/** fewer points than this and a chart says less than the numbers themselves */
export const FEW_POINTS = 5;

const NICE_STEPS = [1, 2, 5];

/**
 * Ticks 0, step, 2·step… up to the first multiple of the step at or above `max`: the step is
 * 1, 2, 5, 10, 20, 50… — the smallest that keeps at most `most` ticks. Always integers; 0 and 1 for an
 * empty axis.
 */
export function integerTicks(max: number, most = 6): number[] {
  const top = Math.max(1, Math.ceil(Number.isFinite(max) ? max : 0));
  for (let magnitude = 1; ; magnitude *= 10)
    for (const s of NICE_STEPS) {
      const step = s * magnitude;
      const count = Math.ceil(top / step);
      if (count + 1 <= most) return Array.from({ length: count + 1 }, (_, i) => i * step);
    }
}

/** the axis props of a count axis: integer ticks up to the largest value */
export const countAxis = (values: readonly number[]) => {
  const ticks = integerTicks(Math.max(0, ...values));
  return {
    ticks,
    domain: [0, ticks.at(-1)!] as [number, number],
    allowDecimals: false,
    interval: 0 as const,
  };
};

/** the points that have a value (a week with no event has none) */
export const pointsWithValue = <T>(rows: readonly T[], value: (row: T) => number | null | undefined) =>
  rows.filter((r) => value(r) !== null && value(r) !== undefined);

/** whether the points are too few for a chart (but there is at least one) */
export const showAsNumbers = (points: number) => points > 0 && points < FEW_POINTS;
