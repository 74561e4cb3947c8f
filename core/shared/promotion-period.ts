/**
 * The life of a promotion with a period (discount campaigns, add-on deals): upcoming before its
 * start, ongoing from its start until its end, ended from its end on. Periods are half-open,
 * [startAt, endAt), so two promotions where one ends exactly when the next starts do not overlap.
 */
export const PERIOD_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export interface Period {
  startAt: Date;
  endAt: Date;
}

export const MINUTE_MS = 60_000;
/** Spec section 9: an end at least 5 minutes after the start (and a deal's start 5 minutes after now). */
export const MIN_GAP_MS = 5 * MINUTE_MS;

export function periodStatus(period: Period, now: Date): PeriodStatus {
  if (now < period.startAt) return 'upcoming';
  return now < period.endAt ? 'ongoing' : 'ended';
}

export const overlaps = (a: Period, b: Period): boolean => a.startAt < b.endAt && b.startAt < a.endAt;

/** Where a status tab's promotions are, as a Prisma filter on startAt and endAt. */
export function periodWhere(status: PeriodStatus, now: Date) {
  if (status === 'upcoming') return { startAt: { gt: now } };
  if (status === 'ongoing') return { startAt: { lte: now }, endAt: { gt: now } };
  return { endAt: { lte: now } };
}

/** Which rule a saved promotion's new period breaks, if any. */
export type PeriodChangeRefusal = 'ended' | 'startLocked' | 'endLater';

/**
 * A saved promotion's period may change only this way: not at all once it has ended; the start
 * only while it is upcoming (an ongoing one has been selling at its terms since then); the end
 * only to an earlier time (spec: "after saving, the end can only be shortened").
 */
export function periodChangeRefusal(saved: Period, next: Period, now: Date): PeriodChangeRefusal | null {
  const status = periodStatus(saved, now);
  if (status === 'ended') return 'ended';
  if (status === 'ongoing' && next.startAt.getTime() !== saved.startAt.getTime()) return 'startLocked';
  if (next.endAt > saved.endAt) return 'endLater';
  return null;
}
