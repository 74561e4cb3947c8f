import { describe, expect, it } from 'vitest';
import { warrantyEndDate, warrantyStatus } from './period.ts';

describe('a warranty period', () => {
  it('ends the day before the same date months later', () => {
    expect(warrantyEndDate('2026-03-15', 12)).toBe('2027-03-14');
    expect(warrantyEndDate('2026-03-01', 1)).toBe('2026-03-31');
    expect(warrantyEndDate('2026-12-10', 120)).toBe('2036-12-09');
  });

  it('counts from the end month’s last day when it lacks the start day', () => {
    expect(warrantyEndDate('2026-01-31', 1)).toBe('2026-02-27');
    expect(warrantyEndDate('2027-11-30', 3)).toBe('2028-02-28');
    expect(warrantyEndDate('2027-11-30', 3 + 48)).toBe('2032-02-28');
  });

  it('is active through its end date and expired the day after', () => {
    expect(warrantyStatus('2026-05-31', '2026-05-31')).toBe('active');
    expect(warrantyStatus('2026-05-31', '2026-06-01')).toBe('expired');
  });
});
