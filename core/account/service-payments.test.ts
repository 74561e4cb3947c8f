import { describe, expect, it } from 'vitest';
import { REMINDER_DAYS, servicePaymentState } from './service-payments.ts';

const KL = 'Asia/Kuala_Lumpur';
// 2026-11-10 09:00 in Kuala Lumpur (UTC+8).
const now = new Date('2026-11-10T01:00:00Z');

describe('servicePaymentState', () => {
  it('is overdue once the due day has passed on the merchant’s calendar, not before', () => {
    // 23:59 on the 9th in Kuala Lumpur: yesterday there, though the same UTC day as now.
    expect(servicePaymentState(new Date('2026-11-09T15:59:00Z'), now, KL)).toBe('overdue');
    // 00:00 on the 10th in Kuala Lumpur is still the 9th in UTC: due today, a reminder.
    expect(servicePaymentState(new Date('2026-11-09T16:00:00Z'), now, KL)).toBe('reminder');
  });

  it(`is a reminder up to ${REMINDER_DAYS} days ahead and upcoming after that`, () => {
    expect(servicePaymentState(new Date('2026-11-17T15:59:00Z'), now, KL)).toBe('reminder');
    expect(servicePaymentState(new Date('2026-11-17T16:00:00Z'), now, KL)).toBe('upcoming');
  });

  it('reads the days in the given time zone', () => {
    const due = new Date('2026-11-10T03:00:00Z');
    expect(servicePaymentState(due, new Date('2026-11-10T05:00:00Z'), 'UTC')).toBe('reminder');
    // In Los Angeles the due instant is the evening of the 9th, and now is the 9th too.
    expect(servicePaymentState(due, new Date('2026-11-10T05:00:00Z'), 'America/Los_Angeles')).toBe('reminder');
    expect(servicePaymentState(due, new Date('2026-11-10T09:00:00Z'), 'America/Los_Angeles')).toBe('overdue');
  });
});
