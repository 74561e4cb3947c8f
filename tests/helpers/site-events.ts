import type { TRecordEventsInput, TRecordedEvents } from '../../core/reports/event-schema.ts';
import { rollUpMerchant } from '../../core/reports/rollup.ts';
import { baseContext } from '../../core/shared/context.ts';
import type { Runtime } from '../../server/runtime.ts';
import { asToken, testRequest } from './fixtures.ts';
import { storefrontCaller } from './orders.ts';

export type SiteEventInput = TRecordEventsInput['events'][number];

/** Posts events through the storefront API as the website would, at `at` (the server's clock then); answers what was recorded (the enquiries' ids). */
export function postEvents(rt: Runtime, siteKey: string, at: string, events: SiteEventInput[], ip = '203.0.113.9'): Promise<TRecordedEvents> {
  const request = { ...testRequest(), ip };
  return storefrontCaller(rt, siteKey, request, () => new Date(at)).storefront.events({ events });
}

/** The merchant's back office as it reads reports at `now`. */
export const reportsAt = (rt: Runtime, token: string, now: string) => asToken(rt, token, testRequest(), () => new Date(now)).trafficReports;

/** Runs the rollup for one merchant (Malaysia time) as the cron command would at `now`. */
export function rollUpAt(rt: Runtime, merchantId: string, now: string, retentionDays?: number) {
  return rollUpMerchant({ ...baseContext(rt.database, rt.env, testRequest(), () => new Date(now)), merchantId, timeZone: 'Asia/Kuala_Lumpur' }, retentionDays);
}
