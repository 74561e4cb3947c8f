import { addDaysTo, startOfLocalDay } from '../shared/time.ts';
import { PORTAL_AD_STATES } from './constants.ts';

export type TPortalAdState = (typeof PORTAL_AD_STATES)[keyof typeof PORTAL_AD_STATES];

/** An ad runs from the start of its first day to the end of its last, both on the merchant's calendar. */
export const adPeriod = (startDate: string, endDate: string, timeZone: string): { startsAt: Date; endsAt: Date } => ({
  startsAt: startOfLocalDay(startDate, timeZone),
  endsAt: startOfLocalDay(addDaysTo(endDate, 1), timeZone),
});

/** -1 before it starts, 1 while it runs, 0 once it has ended. */
export function adState(period: { startsAt: Date; endsAt: Date }, now: Date): TPortalAdState {
  if (now.getTime() < period.startsAt.getTime()) return PORTAL_AD_STATES.default;
  return now.getTime() < period.endsAt.getTime() ? PORTAL_AD_STATES.ongoing : PORTAL_AD_STATES.expired;
}

/** The rows in a state at now, as a filter on the stored period. */
export function stateWhere(state: TPortalAdState, now: Date) {
  if (state === PORTAL_AD_STATES.default) return { startsAt: { gt: now } };
  if (state === PORTAL_AD_STATES.expired) return { endsAt: { lte: now } };
  return { startsAt: { lte: now }, endsAt: { gt: now } };
}
