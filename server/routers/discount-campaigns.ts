import { z } from 'zod';
import { CAMPAIGN_MODULE } from '../../core/campaigns/constants.ts';
import { createCampaign } from '../../core/campaigns/create.ts';
import { deleteCampaign } from '../../core/campaigns/delete.ts';
import { duplicateCampaign } from '../../core/campaigns/duplicate.ts';
import { getCampaign } from '../../core/campaigns/get.ts';
import { listCampaigns } from '../../core/campaigns/list.ts';
import {
  ZCampaign,
  ZCampaignIdInput,
  ZCampaignInput,
  ZCampaignListInput,
  ZCampaignPage,
  ZDuplicateCampaignInput,
  ZDuplicateResult,
  ZUpdateCampaignInput,
} from '../../core/campaigns/schema.ts';
import { updateCampaign } from '../../core/campaigns/update.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure(CAMPAIGN_MODULE, 'view');
const edit = moduleProcedure(CAMPAIGN_MODULE, 'edit');

/** Discount campaigns (/mysales/marketing-tools/discount-campaigns). */
export const discountCampaignsRouter = router({
  list: view.input(ZCampaignListInput).output(ZCampaignPage).query(({ ctx, input }) => listCampaigns(ctx.core, input)),
  get: view.input(ZCampaignIdInput).output(ZCampaign).query(({ ctx, input }) => getCampaign(ctx.core, input.id)),
  create: edit.input(ZCampaignInput).output(ZCampaign).mutation(({ ctx, input }) => createCampaign(ctx.core, input)),
  update: edit.input(ZUpdateCampaignInput).output(ZCampaign).mutation(({ ctx, input }) => updateCampaign(ctx.core, input)),
  duplicate: edit.input(ZDuplicateCampaignInput).output(ZDuplicateResult).mutation(({ ctx, input }) => duplicateCampaign(ctx.core, input)),
  delete: edit.input(ZCampaignIdInput).output(z.void()).mutation(({ ctx, input }) => deleteCampaign(ctx.core, input.id)),
});
