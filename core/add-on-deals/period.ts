import { addMonths } from 'date-fns/addMonths';
import { MIN_GAP_MS } from '../shared/promotion-period.ts';

/** Spec section 9: a deal's end is at most 3 months after its start. */
export const ADD_ON_DEAL_MAX_MONTHS = 3;

/** Which rule of a deal's own period (spec section 9) is broken, if any: the end 5 minutes to 3 calendar months after the start. */
export function dealPeriodRefusal(startAt: Date, endAt: Date): 'endTooSoon' | 'endTooLate' | null {
  if (endAt.getTime() - startAt.getTime() < MIN_GAP_MS) return 'endTooSoon';
  if (endAt > addMonths(startAt, ADD_ON_DEAL_MAX_MONTHS)) return 'endTooLate';
  return null;
}

/** A new start (on create, or changed while upcoming) is at least 5 minutes after now. */
export const startTooSoon = (startAt: Date, now: Date): boolean => startAt.getTime() - now.getTime() < MIN_GAP_MS;
