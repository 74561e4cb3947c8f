import { addDaysTo, startOfLocalDay, weekStartOf } from '../../../core/shared/time.ts';

/** The calendar's views; the phone's month view and the year view read the month grid. */
export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number] | 'year';

/** The month grid of day's month: whole weeks, Sunday first (at most 42 days, within the calendar feed's 62). */
function monthGrid(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const first = `${day.slice(0, 7)}-01`;
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: weekStartOf(first), to: addDaysTo(weekStartOf(last), 7) };
}

/** The days [from, to) a view of day shows; monthly: the phone shows a month whatever the view. */
export function visibleDays(view: CalendarView, day: string, monthly: boolean): { from: string; to: string } {
  if (monthly || view === 'month' || view === 'year') return monthGrid(day);
  if (view === 'week') {
    const from = weekStartOf(day);
    return { from, to: addDaysTo(from, 7) };
  }
  return { from: day, to: addDaysTo(day, 1) };
}

/** The calendar feed's instants for those days on the merchant's clock. */
export function visibleRange(days: { from: string; to: string }, timeZone: string): { from: Date; to: Date } {
  return { from: startOfLocalDay(days.from, timeZone), to: startOfLocalDay(days.to, timeZone) };
}
