import { z } from 'zod';
import { listHistory } from '../../core/loyalty/history.ts';
import { adjustMemberPoints, listMemberPoints, memberPointsByNo } from '../../core/loyalty/member-points.ts';
import { createRule, getRule, listRules, terminateRule, updateRule } from '../../core/loyalty/rules.ts';
import {
  ZAdjustPointsInput,
  ZHistoryListInput,
  ZHistoryPage,
  ZIdInput,
  ZLoyaltySetting,
  ZLoyaltySettingInput,
  ZMemberNoInput,
  ZMemberPointsListInput,
  ZMemberPointsPage,
  ZMemberPointsRow,
  ZRuleDetail,
  ZRuleInput,
  ZRuleListInput,
  ZRulePage,
  ZTierInput,
  ZTierRow,
  ZUpdateRuleInput,
  ZUpdateTierInput,
} from '../../core/loyalty/schema.ts';
import { getLoyaltySetting, updateLoyaltySetting } from '../../core/loyalty/settings.ts';
import { createTier, deleteTier, getTier, listTiers, updateTier } from '../../core/loyalty/tiers.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('loyalty_and_rewards', 'view');
const edit = moduleProcedure('loyalty_and_rewards', 'edit');

/** Loyalty settings, reward rules, member tiers, member points and their history (the reward station has its own router). */
export const loyaltyRouter = router({
  settings: view.output(ZLoyaltySetting).query(({ ctx }) => getLoyaltySetting(ctx.core)),
  updateSettings: edit.input(ZLoyaltySettingInput).output(ZLoyaltySetting).mutation(({ ctx, input }) => updateLoyaltySetting(ctx.core, input)),

  listRules: view.input(ZRuleListInput).output(ZRulePage).query(({ ctx, input }) => listRules(ctx.core, input)),
  getRule: view.input(ZIdInput).output(ZRuleDetail).query(({ ctx, input }) => getRule(ctx.core, input.id)),
  createRule: edit.input(ZRuleInput).output(ZRuleDetail).mutation(({ ctx, input }) => createRule(ctx.core, input)),
  updateRule: edit.input(ZUpdateRuleInput).output(ZRuleDetail).mutation(({ ctx, input }) => updateRule(ctx.core, input.id, input.rule)),
  terminateRule: edit.input(ZIdInput).output(ZRuleDetail).mutation(({ ctx, input }) => terminateRule(ctx.core, input.id)),

  listTiers: view.output(z.array(ZTierRow)).query(({ ctx }) => listTiers(ctx.core)),
  getTier: view.input(ZIdInput).output(ZTierRow).query(({ ctx, input }) => getTier(ctx.core, input.id)),
  createTier: edit.input(ZTierInput).output(ZTierRow).mutation(({ ctx, input }) => createTier(ctx.core, input)),
  updateTier: edit.input(ZUpdateTierInput).output(ZTierRow).mutation(({ ctx, input }) => updateTier(ctx.core, input.id, input.tier)),
  deleteTier: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => deleteTier(ctx.core, input.id)),

  memberPoints: view.input(ZMemberPointsListInput).output(ZMemberPointsPage).query(({ ctx, input }) => listMemberPoints(ctx.core, input)),
  memberByNo: view.input(ZMemberNoInput).output(ZMemberPointsRow.nullable()).query(({ ctx, input }) => memberPointsByNo(ctx.core, input.memberNo)),
  adjustPoints: edit.input(ZAdjustPointsInput).output(ZMemberPointsRow).mutation(({ ctx, input }) => adjustMemberPoints(ctx.core, input)),
  history: view.input(ZHistoryListInput).output(ZHistoryPage).query(({ ctx, input }) => listHistory(ctx.core, input)),
});
