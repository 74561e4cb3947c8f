import { createRewardItem } from '../../../../core/reward-station/items.ts';
import { redeemAsMember } from '../../../../core/reward-station/redeem.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import type { LoyaltyFixtures } from './loyalty.ts';

export interface RewardStationFixtures {
  itemId: string;
  /** An item limited to A's tier. */
  tierItemId: string;
  /** A's member's request for the item, pending approval. */
  redemptionId: string;
}

/** A's reward items and a pending redemption of A's member (who has points), texts carrying A's marker. */
export async function seedRewardStation(ctx: Ctx, marker: string, loyalty: LoyaltyFixtures): Promise<RewardStationFixtures> {
  const item = await createRewardItem(ctx, { name: `Reward ${marker}`, pointsRequired: 100, availability: 1, note: marker, voucherLink: `https://alpha.test/${marker}` });
  const tierItem = await createRewardItem(ctx, { name: `Gold reward ${marker}`, pointsRequired: 100, availability: 2, tierId: loyalty.tierId });
  const redemption = await redeemAsMember(ctx, { memberId: loyalty.memberId, itemId: item.id });
  return { itemId: item.id, tierItemId: tierItem.id, redemptionId: redemption.id };
}
