import { localDate } from '../shared/time.ts';

/** business-areas.md section 4: the dashboard's service-order payments are upcoming, reminder or overdue. */
export const SERVICE_PAYMENT_STATES = ['upcoming', 'reminder', 'overdue'] as const;
export type ServicePaymentState = (typeof SERVICE_PAYMENT_STATES)[number];

/**
 * An unpaid invoice is a reminder from this many days before its due date (the spec names the
 * state, not the days; a week gives a merchant one weekly look at the dashboard to pay in time).
 */
export const REMINDER_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Where an unpaid invoice stands on the merchant's calendar: overdue once its due day has passed,
 * a reminder from REMINDER_DAYS days before it to the day itself, upcoming before that.
 */
export function servicePaymentState(dueAt: Date, now: Date, timeZone: string): ServicePaymentState {
  const daysLeft = dayNumber(localDate(dueAt, timeZone)) - dayNumber(localDate(now, timeZone));
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= REMINDER_DAYS ? 'reminder' : 'upcoming';
}
