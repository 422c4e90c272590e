import { describe, expect, it } from 'vitest';
import { keepOrder } from './stableOrder';

const doc = (CODTIPODOC: number, STATUS: number, ORDEM = CODTIPODOC, OBRIGATORIO = true) => ({
  CODTIPODOC,
  STATUS,
  ORDEM,
  OBRIGATORIO,
});

describe("the checking strip's order", () => {
  it('first load: the review order (4, 2, 1, 3, others, optional last)', () => {
    const codes = keepOrder([doc(1, 3), doc(2, 1), doc(3, 4), doc(4, 0, 4, false)], []).map(
      (d) => d.CODTIPODOC,
    );
    expect(codes).toEqual([3, 2, 1, 4]);
  });

  it('an approved document stays where it was; a new one goes after the known ones', () => {
    const known = [3, 2, 1, 4];
    // 2 approved (1 → 3): by review order it would move behind 1
    const after = keepOrder([doc(1, 3), doc(2, 3), doc(3, 4), doc(4, 0, 4, false), doc(5, 2)], known);
    expect(after.map((d) => d.CODTIPODOC)).toEqual([3, 2, 1, 4, 5]);
  });
});
