import { TZDate } from '@date-fns/tz';
import { addDaysTo } from '../shared/time.ts';
import { weekdayOf } from '../profile/open-now.ts';
import { minutesOf, type DayRow } from './schedule.ts';
import type { TAvailabilityDay } from './schema.ts';

/** What the slot computation reads; everything already loaded, so it is pure. */
export interface SlotInput {
  schedule: readonly DayRow[];
  /** The first and last local day asked for ('YYYY-MM-DD', both included). */
  from: string;
  to: string;
  timeZone: string;
  now: Date;
  /** The last day customers may book (today plus the book-ahead window). */
  lastDay: string;
  /** Slots approved bookings took, by `${day} ${startTime}`. */
  taken: ReadonlyMap<string, number>;
  closedDays: ReadonlySet<string>;
  holidays: ReadonlySet<string>;
}

export const slotKey = (day: string, startTime: string): string => `${day} ${startTime}`;

/** The instant a local day's 'HH:MM' (up to '24:00') is in timeZone. A time a DST change skips lands on the instant after the gap. */
export function localInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(time);
  if (minutes === 24 * 60) return localInstant(addDaysTo(day, 1), '00:00', timeZone);
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime());
}

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** How far timeZone's clock is ahead of UTC at instant (ms), with one cached formatter per zone (a TZDate costs far more). */
function offsetAt(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instant / 1000) * 1000;
}

const midnights = new Map<string, number>();
/** Days remembered: years of days for a few zones; past it the memory starts again. */
const MIDNIGHTS_KEPT = 20_000;

/** The instant a local day begins, when the offset is the same on both sides of it; remembered, as every availability call asks again. */
function midnightOf(day: string, timeZone: string): number {
  const key = `${timeZone} ${day}`;
  const known = midnights.get(key);
  if (known !== undefined) return known;
  const wall = Date.parse(`${day}T00:00:00Z`);
  const midnight = wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone);
  if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
  midnights.set(key, midnight);
  return midnight;
}

/**
 * The instants of a local day's times. A day of 24 hours (every day in Malaysia, most days
 * anywhere) has one offset: its times are its midnight plus their minutes. A day a DST change
 * shortens or lengthens asks the zone for each time (localInstant).
 */
function dayClock(day: string, timeZone: string): (time: string) => Date {
  const midnight = midnightOf(day, timeZone);
  if (midnightOf(addDaysTo(day, 1), timeZone) - midnight !== DAY_MS) return (time) => localInstant(day, time, timeZone);
  return (time) => new Date(midnight + minutesOf(time) * 60_000);
}

/** The local days from..to, each once, in order (calendar arithmetic, no instants, so no DST effect). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDaysTo(day, 1)) days.push(day);
  return days;
}

/**
 * The times a service offers at a venue on each local day from..to: the weekday row's times
 * (Mon=1 .. Sun=7) on the merchant's clock, none on a closed day or public holiday, none after
 * the book-ahead window, none that already started; each with its slots and those not taken.
 * A full time stays in the list with 0 available, so a calendar can show it as full.
 */
export function computeAvailability(input: SlotInput): TAvailabilityDay[] {
  return daysBetween(input.from, input.to).map((day) => {
    const dayId = weekdayOf(day);
    const row = input.schedule.find((d) => d.dayId === dayId);
    const closed = input.closedDays.has(day) ? 'closed_day' : input.holidays.has(day) ? 'holiday' : null;
    if (!row?.enabled || closed || day > input.lastDay) return { day, dayId, closed: row?.enabled ? closed : null, times: [] };
    const at = dayClock(day, input.timeZone);
    const times = row.times
      .map((t) => ({ t, startsAt: at(t.startTime) }))
      .filter(({ startsAt }) => startsAt > input.now)
      .map(({ t, startsAt }) => ({
        startTime: t.startTime,
        endTime: t.endTime,
        startsAt,
        capacity: t.slots,
        available: Math.max(0, t.slots - (input.taken.get(slotKey(day, t.startTime)) ?? 0)),
      }));
    return { day, dayId, closed: null, times };
  });
}
