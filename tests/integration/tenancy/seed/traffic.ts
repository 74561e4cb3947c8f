import { createSiteKey, resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { recordEvents } from '../../../../core/reports/record-events.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface TrafficFixtures {
  /** An enquiry from A's website and one from A's app (the enquiry screens open them). */
  websiteEnquiryId: string;
  appEnquiryId: string;
  /**
   * The referral code A's visitors came with (the lead report's referral screen). Not a secret:
   * B may ask for the same code and gets it back with B's own counts.
   */
  referralCode: string;
}

/** A's traffic records that B must never see (their texts carry A's marker). */
export const trafficSecrets = (f: TrafficFixtures): string[] => [f.websiteEnquiryId, f.appEnquiryId];

/** What A's website and app saw, sent through the storefront events API with a key of A's: every traffic report has a row. */
export async function seedTraffic(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<TrafficFixtures> {
  const key = await createSiteKey(ctx);
  const store = (await resolveSiteKey(ctx, key.key))!;
  const referralCode = 'REF-LEADS';
  const page = `/p/${marker}`;
  const website = await recordEvents(store, {
    events: [
      { kind: 'page_view', page, landing: true, referrer: 'https://chatgpt.com/', referralCode },
      { kind: 'product_view', productId: catalogue.productId, page },
      { kind: 'search', term: `Search ${marker}`, page },
      { kind: 'contact', contact: 'whatsapp', page, referralCode },
      {
        kind: 'enquiry',
        name: `Enquirer ${marker}`,
        email: `enquirer-${marker.toLowerCase()}@alpha.test`,
        subject: `Subject ${marker}`,
        message: `Message ${marker}`,
        fields: [{ label: 'Quantity', value: marker }],
        productId: catalogue.productId,
        page,
        referralCode,
      },
    ],
  });
  const app = await recordEvents(store, {
    events: [
      { kind: 'page_view', channel: 'app', page, landing: true },
      { kind: 'enquiry', channel: 'app', name: `App enquirer ${marker}`, subject: `Subject ${marker}`, page },
    ],
  });
  return { websiteEnquiryId: website.enquiries[0]!, appEnquiryId: app.enquiries[0]!, referralCode };
}
