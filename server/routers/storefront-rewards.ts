import { memberRewards } from '../../core/reward-station/member-rewards.ts';
import { redeemAsMember } from '../../core/reward-station/redeem.ts';
import { ZMemberRewards, ZMemberRewardsInput, ZRedeemInput, ZRedemption } from '../../core/reward-station/schema.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/**
 * The reward station as a member sees it on the merchant's website (site key): the items open
 * to them with their points, and a request to redeem one (pending the merchant's approval).
 */
export const storefrontRewardsRouter = router({
  items: storefrontProcedure.input(ZMemberRewardsInput).output(ZMemberRewards).query(({ ctx, input }) => memberRewards(ctx.store, input)),
  redeem: storefrontProcedure.input(ZRedeemInput).output(ZRedemption).mutation(({ ctx, input }) => redeemAsMember(ctx.store, input)),
});
