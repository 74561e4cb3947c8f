import { fromWallClock, toWallClock } from './wall-clock.ts';

/**
 * A period's picker text as instants. A time the picker still shows as saved keeps the saved
 * instant (the text has no milliseconds), so re-saving an unchanged period does not change it:
 * the promotion rules refuse a changed start once a promotion has begun. Blank stays missing.
 */
export function periodInstants(values: { startAt: string | null; endAt: string | null }, timeZone: string, saved?: { startAt: Date; endAt: Date }) {
  const instant = (text: string | null, before: Date | undefined) => (before && text === toWallClock(before, timeZone) ? before : (fromWallClock(text, timeZone) ?? undefined));
  return { startAt: instant(values.startAt, saved?.startAt), endAt: instant(values.endAt, saved?.endAt) };
}
