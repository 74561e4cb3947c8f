import { ZStorefrontAddOnDeals } from '../../core/add-on-deals/schema.ts';
import { ongoingAddOnDeals } from '../../core/add-on-deals/storefront.ts';
import { ZStorefrontCampaigns } from '../../core/campaigns/schema.ts';
import { ongoingCampaigns } from '../../core/campaigns/storefront.ts';
import { ZStorefrontSets } from '../../core/mix-match/schema.ts';
import { activeMixMatchSets } from '../../core/mix-match/storefront.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/** The promotions a merchant's website shows and builds carts with (site key): ongoing add-on deals and campaigns, and the sets on show. */
export const storefrontPromotionsRouter = router({
  addOnDeals: storefrontProcedure.output(ZStorefrontAddOnDeals).query(({ ctx }) => ongoingAddOnDeals(ctx.store)),
  mixMatchSets: storefrontProcedure.output(ZStorefrontSets).query(({ ctx }) => activeMixMatchSets(ctx.store)),
  campaigns: storefrontProcedure.output(ZStorefrontCampaigns).query(({ ctx }) => ongoingCampaigns(ctx.store)),
});
