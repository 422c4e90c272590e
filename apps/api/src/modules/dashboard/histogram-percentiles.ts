/**
 * Percentiles of a histogram of durations in tenths of a day, as PostgreSQL's percentile_cont
 * computes them over the values one by one (linear interpolation between the two values around
 * p·(n−1)), rounded to a tenth of a day as the widget shows them (numeric rounding: half away from
 * zero, of the value as PostgreSQL turns a double into numeric, 15 significant digits).
 */

/** bins in ascending order of `decimos`, counts > 0 */
export interface Bin {
  decimos: number;
  n: number;
}

/** the value at 0-based position `k` of the sorted values the bins stand for */
function valueAt(bins: readonly Bin[], k: number): number {
  let seen = 0;
  for (const b of bins) {
    seen += b.n;
    if (k < seen) return b.decimos;
  }
  throw new RangeError(`position ${k} past the ${seen} values`);
}

const roundHalfAway = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** percentile_cont(p) of the bins' values, in days rounded to one decimal; null without values */
export function percentileDays(bins: readonly Bin[], p: number): number | null {
  const total = bins.reduce((sum, b) => sum + b.n, 0);
  if (!total) return null;
  const at = p * (total - 1);
  const first = Math.floor(at);
  const lo = valueAt(bins, first);
  const hi = Math.ceil(at) === first ? lo : valueAt(bins, first + 1);
  const tenths = lo + (at - first) * (hi - lo);
  return roundHalfAway(Number(tenths.toPrecision(15))) / 10;
}
