import { describe, expect, it } from 'vitest';
import { adPeriod, adState } from './state.ts';

describe('a portal ad’s state', () => {
  const period = adPeriod('2026-03-10', '2026-03-12', 'Asia/Kuala_Lumpur');

  it('runs from local midnight of the first day to local midnight after the last', () => {
    expect(period).toEqual({ startsAt: new Date('2026-03-09T16:00:00Z'), endsAt: new Date('2026-03-12T16:00:00Z') });
  });

  it('is default before, on going during and expired after', () => {
    expect(adState(period, new Date('2026-03-09T15:59:59Z'))).toBe(-1);
    expect(adState(period, new Date('2026-03-09T16:00:00Z'))).toBe(1);
    expect(adState(period, new Date('2026-03-12T15:59:59Z'))).toBe(1);
    expect(adState(period, new Date('2026-03-12T16:00:00Z'))).toBe(0);
  });
});
