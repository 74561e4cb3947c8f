import { localDate, startOfLocalDay } from '../shared/time.ts';

/**
 * The calendar arithmetic of the birthday run, on 'YYYY-MM-DD' days. Pure: the run and its tests
 * share it. A day is a calendar date, not an instant; only codeExpiry turns one into an instant,
 * in the merchant's time zone.
 */

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** day plus n calendar days (n may be negative). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d) + n * DAY_MS);
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/**
 * The member's birthday in year, from a date of birth 'YYYY-MM-DD'. Someone born on 29 February
 * has their birthday on 28 February in a year without one. null for a malformed date of birth.
 */
export function birthdayIn(dateOfBirth: string, year: number): string | null {
  const m = DATE.exec(dateOfBirth);
  if (!m) return null;
  const [month, day] = [Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (month === 2 && day === 29 && !isLeap(year)) return `${pad(year, 4)}-02-28`;
  const candidate = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  // 31 April and the like roll over in addDays; such a date of birth names no birthday.
  return addDays(candidate, 0) === candidate ? candidate : null;
}

/** The birthday a run on today serves: the one preSendDays days ahead. */
export const targetBirthday = (today: string, preSendDays: number): string => addDays(today, preSendDays);

/**
 * The endings ('-MM-DD') of the dates of birth whose birthday is day: its own month and day, and
 * on 28 February of a year without 29 February, '-02-29' as well.
 */
export function dateOfBirthEndings(day: string): string[] {
  const year = Number(day.slice(0, 4));
  const ending = day.slice(4);
  return ending === '-02-28' && !isLeap(year) ? [ending, '-02-29'] : [ending];
}

/** The day the run serves now in the merchant's time zone (or the day given, for a catch-up run). */
export const runDay = (now: Date, timeZone: string, date?: string): string => date ?? localDate(now, timeZone);

/**
 * When a birthday code stops working: the end of the day validDays days after the birthday, on
 * the merchant's clock (the first instant of the following day; checkout refuses a code from its
 * expiresAt on).
 */
export const codeExpiry = (birthday: string, validDays: number, timeZone: string): Date => startOfLocalDay(addDays(birthday, validDays + 1), timeZone);
