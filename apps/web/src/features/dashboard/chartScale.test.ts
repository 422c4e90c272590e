import { describe, expect, it } from 'vitest';
import { countAxis, integerTicks, pointsWithValue, showAsNumbers } from './chartScale';

describe('integerTicks', () => {
  it('counts 0, 1 on an empty or tiny axis (never 0,3 / 0,5)', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
    expect(integerTicks(1)).toEqual([0, 1]);
    expect(integerTicks(0.4)).toEqual([0, 1]);
    expect(integerTicks(Number.NaN)).toEqual([0, 1]);
  });
  it('steps by 1, 2, 5, 10… keeping at most six ticks, up to a multiple at or above the top', () => {
    expect(integerTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(integerTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(integerTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
  it('gives integers only, the last at or above the top, for any top', () => {
    for (let max = 0; max <= 5000; max += 7) {
      const ticks = integerTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
    }
  });
  it('countAxis ends the domain at the last tick', () => {
    expect(countAxis([3, 1, 2])).toMatchObject({ ticks: [0, 1, 2, 3], domain: [0, 3], allowDecimals: false });
    expect(countAxis([])).toMatchObject({ ticks: [0, 1], domain: [0, 1] });
  });
});

describe('few points', () => {
  it('shows one to four points as numbers, five or more as a chart, none as neither', () => {
    expect([0, 1, 4, 5, 9].map(showAsNumbers)).toEqual([false, true, true, false, false]);
  });
  it('counts only the points with a value', () => {
    const weeks = [{ m: 1.5 }, { m: null }, { m: 0 }, { m: undefined }];
    expect(pointsWithValue(weeks, (w) => w.m)).toEqual([{ m: 1.5 }, { m: 0 }]);
  });
});
