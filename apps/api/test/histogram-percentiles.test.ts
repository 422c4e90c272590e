/** percentileDays: percentile_cont over a histogram of tenths of a day (decision 041). */
import { describe, expect, it } from 'vitest';
import { percentileDays } from '../src/modules/dashboard/histogram-percentiles.ts';

describe('percentileDays', () => {
  it('interpolates between the two values around p·(n−1), as percentile_cont', () => {
    const bins = [
      { decimos: 10, n: 1 },
      { decimos: 30, n: 1 },
    ];
    expect(percentileDays(bins, 0.5)).toBe(2);
    expect(percentileDays(bins, 0.9)).toBe(2.8);
  });

  it('reads values inside a bin of several candidates', () => {
    const bins = [
      { decimos: 5, n: 3 },
      { decimos: 12, n: 6 },
      { decimos: 40, n: 1 },
    ];
    // sorted: 5 5 5 12 12 12 12 12 12 40 → position 4.5 and 8.1
    expect(percentileDays(bins, 0.5)).toBe(1.2);
    expect(percentileDays(bins, 0.9)).toBe(1.5); // 12 + 0.1 · 28 = 14.8 tenths
  });

  it('rounds halves away from zero, as numeric rounding', () => {
    expect(
      percentileDays(
        [
          { decimos: 0, n: 1 },
          { decimos: 1, n: 1 },
        ],
        0.5,
      ),
    ).toBe(0.1);
    expect(
      percentileDays(
        [
          { decimos: -3, n: 1 },
          { decimos: -2, n: 1 },
        ],
        0.5,
      ),
    ).toBe(-0.3);
  });

  it('answers null without values', () => {
    expect(percentileDays([], 0.5)).toBeNull();
  });
});
