import { z } from 'zod';
import { createKeywordCampaign, deleteKeywordCampaign, getKeywordCampaign, listKeywordCampaigns, updateKeywordCampaign } from '../../core/keyword-monitoring/campaigns.ts';
import { campaignChecks, checkCampaignNow } from '../../core/keyword-monitoring/check.ts';
import { planKeywords } from '../../core/keyword-monitoring/planner.ts';
import {
  ZCampaignCheck,
  ZCampaignChecks,
  ZKeywordCampaign,
  ZKeywordCampaignId,
  ZKeywordCampaignInput,
  ZKeywordCampaignListInput,
  ZKeywordCampaignPage,
  ZKeywordCampaignUpdateInput,
  ZKeywordIdeas,
  ZPlannerInput,
} from '../../core/keyword-monitoring/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('keyword_monitoring', 'view');
const edit = moduleProcedure('keyword_monitoring', 'edit');

/** Keyword monitoring campaigns (/tools/keyword-monitoring): their keywords' Google positions, checked on a schedule and e-mailed. */
export const keywordMonitoringRouter = router({
  list: view.input(ZKeywordCampaignListInput).output(ZKeywordCampaignPage).query(({ ctx, input }) => listKeywordCampaigns(ctx.core, input)),
  get: view.input(ZKeywordCampaignId).output(ZKeywordCampaign).query(({ ctx, input }) => getKeywordCampaign(ctx.core, input.id)),
  checks: view.input(ZKeywordCampaignId).output(ZCampaignChecks).query(({ ctx, input }) => campaignChecks(ctx.core, input.id)),
  create: edit.input(ZKeywordCampaignInput).output(ZKeywordCampaign).mutation(({ ctx, input }) => createKeywordCampaign(ctx.core, input)),
  update: edit.input(ZKeywordCampaignUpdateInput).output(ZKeywordCampaign).mutation(({ ctx, input }) => updateKeywordCampaign(ctx.core, input)),
  delete: edit.input(ZKeywordCampaignId).output(z.void()).mutation(({ ctx, input }) => deleteKeywordCampaign(ctx.core, input.id)),
  checkNow: edit.input(ZKeywordCampaignId).output(ZCampaignCheck).mutation(({ ctx, input }) => checkCampaignNow(ctx.core, input.id)),
});

/** The keyword planner (/tools/keyword-planner), one of the Tools. */
export const keywordPlannerRouter = router({
  ideas: moduleProcedure('tools', 'view').input(ZPlannerInput).output(ZKeywordIdeas).query(({ ctx, input }) => planKeywords(ctx.core, input)),
});
