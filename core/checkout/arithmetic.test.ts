import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf } from './arithmetic.ts';

describe('basisPointsOf', () => {
  it('rounds half up', () => {
    expect(basisPointsOf(8970, 600)).toBe(538); // 538.2
    expect(basisPointsOf(8970, 750)).toBe(673); // 672.75
    expect(basisPointsOf(100, 50)).toBe(1); // 0.5
    expect(basisPointsOf(99, 50)).toBe(0); // 0.495
    expect(basisPointsOf(0, 600)).toBe(0);
    expect(basisPointsOf(1000, 0)).toBe(0);
    expect(basisPointsOf(1000, 10_000)).toBe(1000);
  });

  it('matches exact rational rounding for any amount and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const exact = amount * bp; // in 1/10,000 sen, exact below 2^53
        const floor = Math.floor(exact / 10_000);
        const expected = exact - floor * 10_000 >= 5000 ? floor + 1 : floor;
        return basisPointsOf(amount, bp) === expected;
      }),
    );
  });
});
