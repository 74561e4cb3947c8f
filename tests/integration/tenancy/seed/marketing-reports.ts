import { createSiteKey, resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { addAffiliateEvent } from '../../../../core/reports/affiliate-events.ts';
import { addKeyword } from '../../../../core/reports/keywords.ts';
import { recordEvents } from '../../../../core/reports/record-events.ts';
import { addShowcaseSlot } from '../../../../core/reports/showcase-slots.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { localDate } from '../../../../core/shared/time.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface MarketingReportFixtures {
  keywordId: string;
  slotId: string;
  /** An affiliate event (its screens of one event open it) and its code. */
  affiliateEventId: string;
  affiliateCode: string;
  registrationId: string;
}

/**
 * A followed keyword with a position and a search query of the day, a product showcase slot with
 * views and clicks, an affiliate event with a click and a registration: every text carries A's marker.
 */
export async function seedMarketingReports(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<MarketingReportFixtures> {
  const today = localDate(ctx.now(), ctx.timeZone);
  const keyword = await addKeyword(ctx, { keyword: `kw ${marker}` });
  await ctx.db.keywordPosition.create({ data: { merchantId: ctx.merchantId, keywordId: keyword.id, day: today, position: 7, url: `https://alpha.test/${marker}`, checkedAt: ctx.now() } });
  await ctx.db.searchQueryDay.create({ data: { merchantId: ctx.merchantId, day: today, query: `q ${marker}`, clicks: 3, impressions: 40, position: 250 } });
  const slot = await addShowcaseSlot(ctx, { productId: catalogue.productId, googleCategory: `Category ${marker}`, durationMonths: 3, guaranteedViews: 100, guaranteedClicks: 10 });
  const event = await addAffiliateEvent(ctx, { name: `Fair ${marker}` });
  const store = (await resolveSiteKey(ctx, (await createSiteKey(ctx)).key))!;
  const recorded = await recordEvents(store, {
    events: [
      { kind: 'showcase_view', slotId: slot.id, page: `/showcase/${marker}` },
      { kind: 'showcase_click', slotId: slot.id, page: `/showcase/${marker}` },
      { kind: 'affiliate_click', code: event.code, source: 'facebook', page: `/fair/${marker}` },
      { kind: 'affiliate_registration', code: event.code, source: 'facebook', name: `Registrant ${marker}`, email: `reg-${marker.toLowerCase()}@alpha.test`, contact: '+60123456789', company: `Company ${marker}` },
    ],
  });
  return { keywordId: keyword.id, slotId: slot.id, affiliateEventId: event.id, affiliateCode: event.code, registrationId: recorded.registrations[0]! };
}
