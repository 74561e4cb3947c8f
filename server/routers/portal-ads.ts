import { createPortalAd, deletePortalAd, getPortalAd, listPortalAds, updatePortalAd } from '../../core/portal-ads/ads.ts';
import { PORTAL_ADS_MODULE } from '../../core/portal-ads/constants.ts';
import { clickPortalAd, portalAdsFor } from '../../core/portal-ads/portal.ts';
import { ZPortalAd, ZPortalAdId, ZPortalAdInput, ZPortalAdListInput, ZPortalAdPage, ZPortalAdsInput, ZPortalClick, ZPortalClickInput, ZServedAd, ZUpdatePortalAdInput } from '../../core/portal-ads/schema.ts';
import { moduleProcedure, publicProcedure, router } from '../trpc.ts';

const view = moduleProcedure(PORTAL_ADS_MODULE, 'view');
const edit = moduleProcedure(PORTAL_ADS_MODULE, 'edit');

/** Portal keyword ads (/portal-keywords-ads-list, /portal-keywords-ads-details/{ads_id}): no module in the spec, guarded by `tools` (docs/portal-ads.md). */
export const portalAdsRouter = router({
  list: view.input(ZPortalAdListInput).output(ZPortalAdPage).query(({ ctx, input }) => listPortalAds(ctx.core, input)),
  get: view.input(ZPortalAdId).output(ZPortalAd).query(({ ctx, input }) => getPortalAd(ctx.core, input)),
  create: edit.input(ZPortalAdInput).output(ZPortalAd).mutation(({ ctx, input }) => createPortalAd(ctx.core, input)),
  update: edit.input(ZUpdatePortalAdInput).output(ZPortalAd).mutation(({ ctx, input }) => updatePortalAd(ctx.core, input)),
  delete: edit.input(ZPortalAdId).output(ZPortalAdId).mutation(({ ctx, input }) => deletePortalAd(ctx.core, input)),
});

/** What the platform's portal calls, with no session: the ongoing ads of a keyword (impressions) and a click (rate-limited per address). */
export const portalRouter = router({
  ads: publicProcedure.input(ZPortalAdsInput).output(ZServedAd.array()).mutation(({ ctx, input }) => portalAdsFor(ctx.base, input)),
  click: publicProcedure.input(ZPortalClickInput).output(ZPortalClick).mutation(({ ctx, input }) => clickPortalAd(ctx.base, input)),
});
