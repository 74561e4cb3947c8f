import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';

/**
 * The instant periodMonths after from, on the merchant's calendar: the same local day and time
 * that many months later (31 January + 1 month is 28 or 29 February), whatever the offset does between.
 */
export const afterMonths = (from: Date, periodMonths: number, timeZone: string): Date => new Date(addMonths(new TZDate(from.getTime(), timeZone), periodMonths).getTime());

/**
 * When a campaign's next check is due: null once repeat checks have run; right away when it was
 * never checked; otherwise one period after the last check.
 */
export function nextSyncOf(campaign: { periodMonths: number; repeat: number | null; checksDone: number; lastSyncAt: Date | null }, now: Date, timeZone: string): Date | null {
  if (campaign.repeat !== null && campaign.checksDone >= campaign.repeat) return null;
  return campaign.lastSyncAt ? afterMonths(campaign.lastSyncAt, campaign.periodMonths, timeZone) : now;
}
