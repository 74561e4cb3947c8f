import { z } from 'zod';
import { approveRedemptions, rejectRedemptions } from '../../core/reward-station/decide.ts';
import { createRewardItem, deleteRewardItem, getRewardItem, listRewardItems, listTierOptions, updateRewardItem } from '../../core/reward-station/items.ts';
import { recordRedemption } from '../../core/reward-station/redeem.ts';
import { listRedemptions, searchMembers } from '../../core/reward-station/redemption-list.ts';
import {
  ZApproveInput,
  ZDecisionResult,
  ZMemberOptions,
  ZMemberSearchInput,
  ZRedeemInput,
  ZRedemption,
  ZRedemptionListInput,
  ZRedemptionPage,
  ZRejectInput,
  ZRewardItem,
  ZRewardItemIdInput,
  ZRewardItemInput,
  ZRewardItemListInput,
  ZRewardItemPage,
  ZTierOptions,
  ZUpdateRewardItemInput,
} from '../../core/reward-station/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('loyalty_and_rewards', 'view');
const edit = moduleProcedure('loyalty_and_rewards', 'edit');

/** The reward station: its items, and the redemptions members ask for and the merchant decides. */
export const rewardStationRouter = router({
  items: view.input(ZRewardItemListInput).output(ZRewardItemPage).query(({ ctx, input }) => listRewardItems(ctx.core, input)),
  item: view.input(ZRewardItemIdInput).output(ZRewardItem).query(({ ctx, input }) => getRewardItem(ctx.core, input.id)),
  tierOptions: view.output(ZTierOptions).query(({ ctx }) => listTierOptions(ctx.core)),
  createItem: edit.input(ZRewardItemInput).output(ZRewardItem).mutation(({ ctx, input }) => createRewardItem(ctx.core, input)),
  updateItem: edit.input(ZUpdateRewardItemInput).output(ZRewardItem).mutation(({ ctx, input }) => updateRewardItem(ctx.core, input)),
  deleteItem: edit.input(ZRewardItemIdInput).output(z.void()).mutation(({ ctx, input }) => deleteRewardItem(ctx.core, input)),
  redemptions: view.input(ZRedemptionListInput).output(ZRedemptionPage).query(({ ctx, input }) => listRedemptions(ctx.core, input)),
  members: view.input(ZMemberSearchInput).output(ZMemberOptions).query(({ ctx, input }) => searchMembers(ctx.core, input)),
  record: edit.input(ZRedeemInput).output(ZRedemption).mutation(({ ctx, input }) => recordRedemption(ctx.core, input)),
  approve: edit.input(ZApproveInput).output(ZDecisionResult).mutation(({ ctx, input }) => approveRedemptions(ctx.core, input)),
  reject: edit.input(ZRejectInput).output(ZDecisionResult).mutation(({ ctx, input }) => rejectRedemptions(ctx.core, input)),
});
