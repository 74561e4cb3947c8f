import { TZDate } from '@date-fns/tz';
// Per-function imports: the package root costs most of a second to load.
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { z } from 'zod';
import { msg } from './messages.ts';

export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** The calendar date ('YYYY-MM-DD') at instant in timeZone. */
export function localDate(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The calendar date n days after day ('YYYY-MM-DD'; n may be negative). */
export function addDaysTo(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The Sunday that begins day's week (weeks start on Sunday, as in shortcutRange). */
export const weekStartOf = (day: string): string => addDaysTo(day, -new Date(`${day}T00:00:00Z`).getUTCDay());

/** The UTC instant at which the local date day begins in timeZone. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

export const DATE_SHORTCUTS = ['today', 'yesterday', 'last_week', 'last_month', 'last_7_days', 'last_30_days'] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];
export const ZDateShortcut = z.enum(DATE_SHORTCUTS);

/**
 * The half-open range [from, to) of a date shortcut in the merchant's time zone.
 * Weeks start on Sunday; last week is the previous Sunday to Saturday; last month the
 * previous calendar month; last 7 and last 30 days end with today.
 */
export function shortcutRange(shortcut: DateShortcut, now: Date, timeZone: string): { from: Date; to: Date } {
  const today = startOfDay(new TZDate(now.getTime(), timeZone));
  const tomorrow = addDays(today, 1);
  const range = (from: Date, to: Date) => ({ from: new Date(from.getTime()), to: new Date(to.getTime()) });
  switch (shortcut) {
    case 'today':
      return range(today, tomorrow);
    case 'yesterday':
      return range(addDays(today, -1), today);
    case 'last_week': {
      const thisWeek = startOfWeek(today, { weekStartsOn: 0 });
      return range(addDays(thisWeek, -7), thisWeek);
    }
    case 'last_month': {
      const thisMonth = startOfMonth(today);
      return range(addMonths(thisMonth, -1), thisMonth);
    }
    case 'last_7_days':
      return range(addDays(today, -6), tomorrow);
    case 'last_30_days':
      return range(addDays(today, -29), tomorrow);
  }
}

export const ZLocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg('shared.dateFormat'));
