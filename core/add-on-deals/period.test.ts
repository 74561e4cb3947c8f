import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealPeriodRefusal, startTooSoon } from './period.ts';

const at = (iso: string) => new Date(iso);

describe('dealPeriodRefusal (spec section 9: end 5 minutes to 3 months after start)', () => {
  const start = at('2026-01-31T10:00:00Z');

  it('takes an end exactly 5 minutes after the start and refuses one a second sooner', () => {
    expect(dealPeriodRefusal(start, at('2026-01-31T10:05:00Z'))).toBeNull();
    expect(dealPeriodRefusal(start, at('2026-01-31T10:04:59Z'))).toBe('endTooSoon');
    expect(dealPeriodRefusal(start, start)).toBe('endTooSoon');
  });

  it('counts 3 calendar months: 31 January runs to 30 April at most', () => {
    expect(dealPeriodRefusal(start, at('2026-04-30T10:00:00Z'))).toBeNull();
    expect(dealPeriodRefusal(start, at('2026-04-30T10:00:01Z'))).toBe('endTooLate');
  });

  it('any end between 5 minutes and 89 days after the start is taken', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 89 * 86_400 }), (seconds) => {
        expect(dealPeriodRefusal(start, new Date(start.getTime() + seconds * 1000))).toBeNull();
      }),
    );
  });
});

describe('startTooSoon', () => {
  it('a start is at least 5 minutes after now', () => {
    const now = at('2026-03-01T08:00:00Z');
    expect(startTooSoon(at('2026-03-01T08:05:00Z'), now)).toBe(false);
    expect(startTooSoon(at('2026-03-01T08:04:59Z'), now)).toBe(true);
    expect(startTooSoon(at('2026-03-01T07:00:00Z'), now)).toBe(true);
  });
});
