import type { TWarrantyStatus } from './constants.ts';

/**
 * The last day a warranty covers: the day before the same date `months` later, so 12 months
 * from 2026-03-15 cover up to 2027-03-14. A start on a day the end month lacks (31 January plus
 * one month) counts from that month's last day (28 February), as calendar months do.
 */
export function warrantyEndDate(startDate: string, months: number): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(y, monthIndex, Math.min(d, lastDay) - 1));
  return end.toISOString().slice(0, 10);
}

/** Active through its end date in the merchant's calendar (today, 'YYYY-MM-DD'), expired from the day after. */
export const warrantyStatus = (endDate: string, today: string): TWarrantyStatus => (endDate >= today ? 'active' : 'expired');
