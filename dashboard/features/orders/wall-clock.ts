import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { z } from 'zod';

/** 'YYYY-MM-DD HH:mm[:ss]' read as a time in timeZone (the merchant's), as an instant; null when malformed. */
export function wallClockToDate(value: string | null | undefined, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value ?? '');
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, timeZone).getTime());
}

/** The instant as 'YYYY-MM-DD HH:mm:ss' on the clock of timeZone, for date-time pickers. */
export const dateToWallClock = (instant: Date, timeZone: string): string => format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd HH:mm:ss');

/** A failed parse's messages by field (the first per field), with prefix taken off the paths. */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    const field = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    out[field] ??= issue.message;
  }
  return out;
}
