import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';

/** 'YYYY-MM-DD HH:mm[:ss]' on the merchant's clock, as an instant; null when blank or malformed. */
export function fromWallClock(value: string | null | undefined, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value ?? '');
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, timeZone).getTime());
}

/** The instant on the merchant's clock, for the date-time pickers; '' for none. */
export const toWallClock = (instant: Date | null, timeZone: string): string => (instant ? format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd HH:mm:ss') : '');
