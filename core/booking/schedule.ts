import { weekdayOf } from '../profile/open-now.ts';
import { BOOKING_MESSAGES as M } from './constants.ts';

/** One time of a weekday: 'HH:MM' to 'HH:MM' on the merchant's clock, with the slots it offers. */
export interface TimeRow {
  startTime: string;
  endTime: string;
  slots: number;
}

/** One weekday row of a service (dayId Mon=1 .. Sun=7). */
export interface DayRow {
  dayId: number;
  enabled: boolean;
  times: TimeRow[];
}

/** Minutes since midnight of 'HH:MM'. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a weekday row offers anything: enabled with at least one time. */
export const isAvailableDay = (d: DayRow): boolean => d.enabled && d.times.length > 0;

/**
 * The rules a schedule breaks, each with the path of the field: a day given twice, a time that
 * does not end after it starts, two times of a day that overlap (10:00-11:00 and 11:00-12:00
 * touch, they do not overlap), and no available day at all (section 5).
 */
export function scheduleProblems(days: readonly DayRow[]): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<number>();
  days.forEach((day, i) => {
    if (seen.has(day.dayId)) problems.push({ path: [i, 'dayId'], message: M.dayRepeated });
    seen.add(day.dayId);
    day.times.forEach((t, j) => {
      if (minutesOf(t.endTime) <= minutesOf(t.startTime)) problems.push({ path: [i, 'times', j, 'endTime'], message: M.endAfterStart });
      else if (day.times.some((u, k) => k !== j && minutesOf(t.startTime) < minutesOf(u.endTime) && minutesOf(u.startTime) < minutesOf(t.endTime))) {
        problems.push({ path: [i, 'times', j, 'startTime'], message: M.timesOverlap });
      }
    });
  });
  if (!days.some(isAvailableDay)) problems.push({ path: [], message: M.availableDayRequired });
  return problems;
}

/** The time row of a day's weekday that starts at startTime, if the day's row is enabled. */
export function timeRowOn(schedule: readonly DayRow[], day: string, startTime: string): TimeRow | undefined {
  const row = schedule.find((d) => d.dayId === weekdayOf(day));
  return row?.enabled ? row.times.find((t) => t.startTime === startTime) : undefined;
}
