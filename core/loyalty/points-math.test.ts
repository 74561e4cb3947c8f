import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINTS_TYPE } from './constants.ts';
import {
  applyMultiplier,
  defaultOrderPoints,
  earningBaseSen,
  grantPoints,
  MAX_ENTRY_POINTS,
  reachesCountGoal,
  ruleState,
  tierFor,
  withinEarningLimit,
} from './points-math.ts';

const sen = fc.integer({ min: 0, max: 1_000_000_000 });
const grant = fc.integer({ min: 1, max: 10_000_000 });
const bp = fc.integer({ min: 1, max: 1_000_000 });

describe('points arithmetic', () => {
  it('follows the spec: spending RM 10 earns 1000 points by default', () => {
    expect(defaultOrderPoints(100, 1000)).toBe(1000);
    expect(defaultOrderPoints(100, 999)).toBe(900);
    expect(earningBaseSen({ totalSen: 3790, shippingSen: 800 })).toBe(2990);
    expect(earningBaseSen({ totalSen: 500, shippingSen: 800 })).toBe(0);
  });

  it('per RM 1 counts whole ringgit only, the same for any amount within a ringgit', () => {
    fc.assert(
      fc.property(sen, grant, (amount, points) => {
        const whole = amount - (amount % 100);
        expect(grantPoints(POINTS_TYPE.perRinggit, points, amount)).toBe(grantPoints(POINTS_TYPE.perRinggit, points, whole));
        expect(grantPoints(POINTS_TYPE.perRinggit, points, amount)).toBe(Math.min(MAX_ENTRY_POINTS, (whole / 100) * points));
      }),
    );
  });

  it('fixed points do not depend on the amount', () => {
    fc.assert(
      fc.property(sen, sen, grant, (a, b, points) => {
        expect(grantPoints(POINTS_TYPE.fixed, points, a)).toBe(grantPoints(POINTS_TYPE.fixed, points, b));
      }),
    );
  });

  it('grants and multipliers are never negative, never above the entry maximum, and integers', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2), fc.integer({ min: -10, max: 10_000_000 }), fc.integer({ min: -1000, max: 1_000_000_000 }), bp, (type, points, amount, multiplier) => {
        const granted = grantPoints(type, points, amount);
        const multiplied = applyMultiplier(granted, multiplier);
        for (const value of [granted, multiplied]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(MAX_ENTRY_POINTS);
        }
      }),
    );
  });

  it('the multiplier rounds down consistently: 1x is the identity, more points or a higher multiplier never give less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), bp, bp, (p, q, m, n) => {
        expect(applyMultiplier(p, 10_000)).toBe(p);
        expect(applyMultiplier(p, m)).toBe(Math.min(MAX_ENTRY_POINTS, Math.floor((p * m) / 10_000)));
        expect(applyMultiplier(Math.max(p, q), m)).toBeGreaterThanOrEqual(applyMultiplier(Math.min(p, q), m));
        expect(applyMultiplier(p, Math.max(m, n))).toBeGreaterThanOrEqual(applyMultiplier(p, Math.min(m, n)));
      }),
    );
    expect(applyMultiplier(333, 15_000)).toBe(499);
  });

  it('earning limits and count goals', () => {
    expect(withinEarningLimit(null, 1_000_000)).toBe(true);
    expect(withinEarningLimit(2, 1)).toBe(true);
    expect(withinEarningLimit(2, 2)).toBe(false);
    expect([1, 2, 3, 4, 5, 6].filter((n) => reachesCountGoal(n, 3))).toEqual([3, 6]);
    expect(reachesCountGoal(0, 3)).toBe(false);
    expect(reachesCountGoal(3, 0)).toBe(false);
  });
});

describe('tier assignment', () => {
  const tiers = fc.uniqueArray(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 8 }).map((reaches) => reaches.map((reachPoints, i) => ({ id: `t${i}`, reachPoints })));

  it('is the highest reach not above the points, and null below every tier', () => {
    fc.assert(
      fc.property(tiers, fc.integer({ min: -10, max: 2_000_000 }), (list, points) => {
        const tier = tierFor(list, points);
        const reached = list.filter((t) => t.reachPoints <= points);
        if (reached.length === 0) expect(tier).toBeNull();
        else expect(tier?.reachPoints).toBe(Math.max(...reached.map((t) => t.reachPoints)));
      }),
    );
  });

  it('is monotonic: more all-time points never give a lower tier', () => {
    fc.assert(
      fc.property(tiers, fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (list, a, b) => {
        const low = tierFor(list, Math.min(a, b))?.reachPoints ?? -1;
        const high = tierFor(list, Math.max(a, b))?.reachPoints ?? -1;
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });

  it('does not depend on the order tiers come in', () => {
    fc.assert(
      fc.property(tiers, fc.nat(2_000_000), (list, points) => {
        expect(tierFor([...list].reverse(), points)).toEqual(tierFor(list, points));
      }),
    );
  });
});

describe('rule state', () => {
  const now = new Date('2026-11-22T04:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  it('terminated wins, then expired at the end, upcoming before the start, ongoing otherwise', () => {
    expect(ruleState({ startAt: at(-10), endAt: null, terminatedAt: at(-1) }, now)).toBe('terminated');
    expect(ruleState({ startAt: at(-10), endAt: at(0), terminatedAt: null }, now)).toBe('expired');
    expect(ruleState({ startAt: at(1), endAt: at(10), terminatedAt: null }, now)).toBe('upcoming');
    expect(ruleState({ startAt: at(0), endAt: at(10), terminatedAt: null }, now)).toBe('ongoing');
    expect(ruleState({ startAt: at(-10), endAt: null, terminatedAt: null }, now)).toBe('ongoing');
  });
});
