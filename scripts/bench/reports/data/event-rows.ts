import type { BulkRow } from '../../../../core/db/bulk-write.ts';
import type { RequestInfo } from '../../../../core/shared/context.ts';
import { eventClock } from '../../../../core/reports/event-clock.ts';
import type { TSiteEvent } from '../../../../core/reports/event-schema.ts';
import { enquiryRow, siteEventRow } from '../../../../core/reports/event-rows.ts';
import { classifySource, deviceOf } from '../../../../core/reports/sources.ts';
import type { EventShop } from './site-events.ts';

const DIRECT: ReturnType<typeof classifySource> = { source: 'direct', host: '' };

/** Every time zone's offset is a whole number of quarter hours: an instant's day and hour are its quarter hour's. */
const QUARTER_HOUR = 15 * 60_000;

/**
 * The rows core/reports/record-events.ts writes for an event of the shop (SiteEvent, and Enquiry
 * for an enquiry), made the same way: day and hour by eventClock, the source by classifySource.
 * The clock is read once per quarter hour and a referrer classified once: millions of Intl
 * calls and host matches would take longer than the writes. checkRowsMatchRecordEvents holds
 * the rows to recordEvents' own.
 */
export function eventRows(shop: Pick<EventShop, 'merchantId' | 'timeZone'>, request: RequestInfo, ownHosts: readonly string[] = []) {
  const clock = eventClock(shop.timeZone);
  const quarters = new Map<number, { day: string; hour: number }>();
  const sources = new Map<string, ReturnType<typeof classifySource>>();
  const fallbackDevice = deviceOf(request.userAgent);
  const noAffiliates = new Map<string, string>();
  return (at: Date, e: TSiteEvent): { row: BulkRow; enquiry: BulkRow | null } => {
    const quarter = Math.floor(at.getTime() / QUARTER_HOUR);
    let time = quarters.get(quarter);
    if (!time) quarters.set(quarter, (time = clock(at)));
    let visit = DIRECT;
    if (e.kind === 'page_view' && e.landing) {
      const known = sources.get(e.referrer);
      if (known) visit = known;
      else sources.set(e.referrer, (visit = classifySource(e.referrer, ownHosts)));
    }
    const ip = e.ip ?? request.ip;
    const facts = { merchantId: shop.merchantId, at, day: time.day, hour: time.hour, ip, visit, device: e.device ?? fallbackDevice };
    return { row: siteEventRow(e, facts, noAffiliates), enquiry: e.kind === 'enquiry' ? enquiryRow(e, facts) : null };
  };
}
