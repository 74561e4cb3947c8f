import { publicFeed } from '../../core/social/feed-accounts.ts';
import { ZPublicFeed } from '../../core/social/schema.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/** The website's social feeds: the active Instagram account's latest 15 photos, the TikTok account's latest 20 videos. */
export const storefrontSocialRouter = router({
  instagram: storefrontProcedure.output(ZPublicFeed).query(({ ctx }) => publicFeed(ctx.store, 'instagram')),
  tiktok: storefrontProcedure.output(ZPublicFeed).query(({ ctx }) => publicFeed(ctx.store, 'tiktok')),
});
