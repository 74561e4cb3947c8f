import { describe, expect, it } from 'vitest';
import { visibleDays, visibleRange } from './calendar-range.ts';

describe('the calendar range', () => {
  it('covers whole weeks from Sunday for a week and a month, and one day for a day', () => {
    // 2026-12-02 is a Wednesday; December 2026 begins on a Tuesday and ends on a Thursday.
    expect(visibleDays('week', '2026-12-02', false)).toEqual({ from: '2026-11-29', to: '2026-12-06' });
    expect(visibleDays('month', '2026-12-02', false)).toEqual({ from: '2026-11-29', to: '2027-01-03' });
    expect(visibleDays('day', '2026-12-02', false)).toEqual({ from: '2026-12-02', to: '2026-12-03' });
    expect(visibleDays('day', '2026-12-02', true)).toEqual(visibleDays('month', '2026-12-02', false));
  });

  it('begins and ends at midnight on the merchant’s clock', () => {
    expect(visibleRange({ from: '2026-11-29', to: '2026-12-06' }, 'Asia/Kuala_Lumpur')).toEqual({ from: new Date('2026-11-28T16:00:00Z'), to: new Date('2026-12-05T16:00:00Z') });
  });
});
