import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';

/**
 * Delivery days and time slots, as the checkout offers them (business-areas.md section 3,
 * "Delivery time slots"; section 5, "Disable date or range"). Pure: no database.
 */

/** Days without delivery: 'YYYY-MM-DD' in the merchant's calendar, both ends included. */
export type DayRange = { fromDate: string; toDate: string };

/** Delivery time slot settings: 'HH:MM' local times; no slots while the interval is 0. */
export type SlotSettings = { slotStart: string; slotEnd: string; slotIntervalMinutes: number; slotDaysAhead: number };

export type TimeSlot = { start: string; end: string };

/** 'HH:MM' -> minutes after midnight. */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether delivery is disabled on day ('YYYY-MM-DD'); the strings compare in calendar order. */
export const isDeliveryDayDisabled = (day: string, ranges: readonly DayRange[]): boolean => ranges.some((r) => r.fromDate <= day && day <= r.toDate);

/**
 * The slots of a delivery day: from the start, one every interval, each ending by the end time
 * (09:00 to 12:00 every 60 minutes: 09:00–10:00, 10:00–11:00, 11:00–12:00). None when the
 * interval is 0 or no whole slot fits.
 */
export function deliveryTimeSlots(settings: Pick<SlotSettings, 'slotStart' | 'slotEnd' | 'slotIntervalMinutes'>): TimeSlot[] {
  const interval = settings.slotIntervalMinutes;
  if (interval <= 0) return [];
  const end = minutesOf(settings.slotEnd);
  const slots: TimeSlot[] = [];
  for (let start = minutesOf(settings.slotStart); start + interval <= end; start += interval) slots.push({ start: timeOf(start), end: timeOf(start + interval) });
  return slots;
}

/**
 * The days a buyer may choose: the days after the order date ('YYYY-MM-DD', merchant time), up
 * to daysAhead of them, leaving out disabled days.
 */
export function deliveryDayChoices(orderDay: string, daysAhead: number, ranges: readonly DayRange[]): string[] {
  const [y, m, d] = orderDay.split('-').map(Number) as [number, number, number];
  const base = new Date(y, m - 1, d, 12);
  const days: string[] = [];
  for (let i = 1; i <= daysAhead; i += 1) {
    const day = format(addDays(base, i), 'yyyy-MM-dd');
    if (!isDeliveryDayDisabled(day, ranges)) days.push(day);
  }
  return days;
}
