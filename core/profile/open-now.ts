import { TZDate } from '@date-fns/tz';
import { addDaysTo, localDate } from '../shared/time.ts';
import { minutesOf, type THourRange } from './hours-schema.ts';

export interface HoursTable {
  /** Ranges by weekday id (Mon=1 .. Sun=7). */
  days: ReadonlyArray<{ dayId: number; ranges: readonly THourRange[] }>;
  /** Calendar days closed ('YYYY-MM-DD'). */
  closedDays: ReadonlySet<string>;
  /** Public holidays that close it ('YYYY-MM-DD' to the holiday's name). */
  holidays: ReadonlyMap<string, string>;
}

export type TOpenState =
  | { open: true; closesAt: string }
  | { open: false; reason: 'closed_day' | 'holiday' | 'hours'; holiday?: string; opensAt: { day: string; time: string } | null };

/** Weekday id (Mon=1 .. Sun=7) of a calendar day. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

const closedOn = (table: HoursTable, day: string) => table.closedDays.has(day) || table.holidays.has(day);
const rangesOn = (table: HoursTable, day: string) =>
  [...(table.days.find((d) => d.dayId === weekdayOf(day))?.ranges ?? [])].sort((a, b) => minutesOf(a.opensAt) - minutesOf(b.opensAt));

/** How far ahead "opens next" looks: a week and a day covers every weekly pattern. */
const LOOK_AHEAD_DAYS = 8;

/**
 * Whether the business is open at instant now, on its clock (timeZone): the weekday's ranges
 * of the local day, unless that day is a closed day or one of the state's public holidays.
 * Closed, it says why and when it opens next (within the next week; the caller gives the
 * holidays and closed days of those days).
 */
export function openState(table: HoursTable, now: Date, timeZone: string): TOpenState {
  const today = localDate(now, timeZone);
  const local = new TZDate(now.getTime(), timeZone);
  const minute = local.getHours() * 60 + local.getMinutes();
  if (!closedOn(table, today)) {
    const current = rangesOn(table, today).find((r) => minutesOf(r.opensAt) <= minute && minute < minutesOf(r.closesAt));
    if (current) return { open: true, closesAt: current.closesAt };
  }
  const reason = table.closedDays.has(today) ? 'closed_day' : table.holidays.has(today) ? 'holiday' : 'hours';
  return { open: false, reason, ...(reason === 'holiday' && { holiday: table.holidays.get(today) }), opensAt: nextOpening(table, today, minute) };
}

function nextOpening(table: HoursTable, today: string, minute: number): { day: string; time: string } | null {
  for (let n = 0; n < LOOK_AHEAD_DAYS; n++) {
    const day = addDaysTo(today, n);
    if (closedOn(table, day)) continue;
    const next = rangesOn(table, day).find((r) => n > 0 || minutesOf(r.opensAt) > minute);
    if (next) return { day, time: next.opensAt };
  }
  return null;
}

/** The calendar days openState may read: today (on the merchant's clock) and the week after. */
export const daysAhead = (now: Date, timeZone: string) => Array.from({ length: LOOK_AHEAD_DAYS }, (_, n) => addDaysTo(localDate(now, timeZone), n));
