import type HolidaysType from 'date-holidays';
import { MY_STATES, type TMyStateCode } from '../shipping/constants.ts';

type HolidaysClass = typeof HolidaysType;
let loaded: Promise<HolidaysClass> | null = null;

/** date-holidays carries every country's rules: loaded with the first question, not with the process. */
function loadHolidays(): Promise<HolidaysClass> {
  loaded ??= import('date-holidays').then((module) => module.default);
  return loaded;
}

const cache = new Map<string, Map<string, string>>();

/**
 * A Malaysian state's public holidays of a year, the calendar day ('YYYY-MM-DD') to its name:
 * the federal ones and the state's own, as date-holidays computes them (Islamic holidays from
 * the lunar calendar).
 */
export async function publicHolidays(state: TMyStateCode, year: number): Promise<Map<string, string>> {
  const key = `${state}:${year}`;
  const known = cache.get(key);
  if (known) return known;
  const Holidays = await loadHolidays();
  const region = MY_STATES[state].iso.slice(3);
  const days = new Map<string, string>();
  for (const holiday of new Holidays('MY', region).getHolidays(year)) {
    // Its calendar day as date-holidays writes it ('2026-05-27 00:00:00 -0600'): the day, whatever hour the eve begins.
    if (holiday.type === 'public' && !days.has(holiday.date.slice(0, 10))) days.set(holiday.date.slice(0, 10), holiday.name);
  }
  cache.set(key, days);
  return days;
}

/** The state's public holidays on the given days ('YYYY-MM-DD'), a year's table at a time. */
export async function holidaysOn(state: TMyStateCode | '', days: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (state === '') return found;
  for (const day of days) {
    const name = (await publicHolidays(state, Number(day.slice(0, 4)))).get(day);
    if (name) found.set(day, name);
  }
  return found;
}
