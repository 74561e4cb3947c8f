import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlaps, periodChangeRefusal, periodStatus } from './promotion-period.ts';

const at = (iso: string) => new Date(iso);
const saved = { startAt: at('2026-05-01T00:00:00Z'), endAt: at('2026-05-10T00:00:00Z') };
/** Instants within a year around the saved period, to the second. */
const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z') / 1000, max: Date.parse('2027-01-01T00:00:00Z') / 1000 }).map((s) => new Date(s * 1000));

describe('periodStatus', () => {
  it('is upcoming before the start, ongoing from the start, ended from the end (half-open)', () => {
    expect(periodStatus(saved, at('2026-04-30T23:59:59Z'))).toBe('upcoming');
    expect(periodStatus(saved, saved.startAt)).toBe('ongoing');
    expect(periodStatus(saved, at('2026-05-09T23:59:59Z'))).toBe('ongoing');
    expect(periodStatus(saved, saved.endAt)).toBe('ended');
  });
});

describe('overlaps', () => {
  it('touching periods do not overlap; sharing any instant does', () => {
    expect(overlaps(saved, { startAt: saved.endAt, endAt: at('2026-06-01T00:00:00Z') })).toBe(false);
    expect(overlaps(saved, { startAt: at('2026-05-09T23:59:00Z'), endAt: at('2026-06-01T00:00:00Z') })).toBe(true);
  });

  it('is symmetric and agrees with "some instant lies in both"', () => {
    fc.assert(
      fc.property(instant, instant, instant, instant, (a1, a2, b1, b2) => {
        const a = { startAt: a1 < a2 ? a1 : a2, endAt: a1 < a2 ? a2 : a1 };
        const b = { startAt: b1 < b2 ? b1 : b2, endAt: b1 < b2 ? b2 : b1 };
        fc.pre(a.startAt < a.endAt && b.startAt < b.endAt);
        const latestStart = a.startAt > b.startAt ? a.startAt : b.startAt;
        expect(overlaps(a, b)).toBe(overlaps(b, a));
        expect(overlaps(a, b)).toBe(periodStatus(a, latestStart) === 'ongoing' && periodStatus(b, latestStart) === 'ongoing');
      }),
    );
  });
});

describe('periodChangeRefusal', () => {
  it('the end may only move earlier: any later end is refused, any earlier or equal one is not, while the period has not ended', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -30 * 86_400, max: 30 * 86_400 }), (now, shiftSeconds) => {
        fc.pre(now < saved.endAt);
        const endAt = new Date(saved.endAt.getTime() + shiftSeconds * 1000);
        const refusal = periodChangeRefusal(saved, { startAt: saved.startAt, endAt }, now);
        expect(refusal === 'endLater').toBe(endAt > saved.endAt);
        expect(refusal).not.toBe('startLocked');
      }),
    );
  });

  it('the start may change while upcoming only', () => {
    const later = { startAt: at('2026-05-02T00:00:00Z'), endAt: saved.endAt };
    expect(periodChangeRefusal(saved, later, at('2026-04-30T00:00:00Z'))).toBeNull();
    expect(periodChangeRefusal(saved, later, at('2026-05-01T00:00:00Z'))).toBe('startLocked');
    expect(periodChangeRefusal(saved, saved, at('2026-05-05T00:00:00Z'))).toBeNull();
  });

  it('nothing may change once ended, not even to the same period', () => {
    fc.assert(
      fc.property(instant, instant, instant, (now, startAt, endAt) => {
        fc.pre(now >= saved.endAt);
        expect(periodChangeRefusal(saved, { startAt, endAt }, now)).toBe('ended');
      }),
    );
  });
});
