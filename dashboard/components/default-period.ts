import { toWallClock } from './wall-clock.ts';

/**
 * The period a new promotion's form starts with, as wall-clock text for the date-time pickers:
 * from the current minute for `days` days. Most promotions start at once; the merchant changes
 * either end when not.
 */
export function defaultPeriod(timeZone: string, days: number, now = new Date()): { start: string; end: string } {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return { start: toWallClock(start, timeZone), end: toWallClock(new Date(start.getTime() + days * 86_400_000), timeZone) };
}
