import { z } from 'zod';
import { getShakeCampaign } from '../../core/shake/campaign-read.ts';
import {
  createShakeCampaign,
  deleteShakeCampaign,
  listShakeCampaigns,
  setShakeVisibility,
  startShakeCampaign,
  stopShakeCampaign,
  updateShakeCampaign,
} from '../../core/shake/campaigns.ts';
import {
  ZAppVersionNotice,
  ZMarkWinnerInput,
  ZPhoneInput,
  ZShakeCampaign,
  ZShakeCampaignInput,
  ZShakeCampaignListInput,
  ZShakeCampaignPage,
  ZShakeIdInput,
  ZShakeUserDetail,
  ZShakeUserListInput,
  ZShakeUserPage,
  ZShakeVisibilityInput,
  ZSmsCreditInput,
  ZUpdateShakeCampaignInput,
  ZWinnerListInput,
  ZWinnerPage,
  ZWinnerRow,
} from '../../core/shake/schema.ts';
import { appVersionNotice, smsCredits } from '../../core/shake/sms-credit.ts';
import { banShakeUser, getShakeUser, listShakeUsers, unblockShakeUser } from '../../core/shake/users.ts';
import { listWinners, markWinnerFulfilled } from '../../core/shake/winners.ts';
import { ZCreditEntryPage } from '../../core/credits/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('shake_campaigns', 'view');
const edit = moduleProcedure('shake_campaigns', 'edit');

/** Shake campaigns, their winners, the shake users and the SMS credits their codes spend. */
export const shakeCampaignsRouter = router({
  list: view.input(ZShakeCampaignListInput).output(ZShakeCampaignPage).query(({ ctx, input }) => listShakeCampaigns(ctx.core, input)),
  get: view.input(ZShakeIdInput).output(ZShakeCampaign).query(({ ctx, input }) => getShakeCampaign(ctx.core, input.id)),
  create: edit.input(ZShakeCampaignInput).output(ZShakeCampaign).mutation(({ ctx, input }) => createShakeCampaign(ctx.core, input)),
  update: edit.input(ZUpdateShakeCampaignInput).output(ZShakeCampaign).mutation(({ ctx, input }) => updateShakeCampaign(ctx.core, input)),
  start: edit.input(ZShakeIdInput).output(ZShakeCampaign).mutation(({ ctx, input }) => startShakeCampaign(ctx.core, input.id)),
  stop: edit.input(ZShakeIdInput).output(ZShakeCampaign).mutation(({ ctx, input }) => stopShakeCampaign(ctx.core, input.id)),
  setVisibility: edit.input(ZShakeVisibilityInput).output(ZShakeCampaign).mutation(({ ctx, input }) => setShakeVisibility(ctx.core, input)),
  delete: edit.input(ZShakeIdInput).output(z.void()).mutation(({ ctx, input }) => deleteShakeCampaign(ctx.core, input.id)),
  winners: view.input(ZWinnerListInput).output(ZWinnerPage).query(({ ctx, input }) => listWinners(ctx.core, input)),
  markFulfilled: edit.input(ZMarkWinnerInput).output(ZWinnerRow).mutation(({ ctx, input }) => markWinnerFulfilled(ctx.core, input.id)),
  users: view.input(ZShakeUserListInput).output(ZShakeUserPage).query(({ ctx, input }) => listShakeUsers(ctx.core, input)),
  user: view.input(ZShakeIdInput).output(ZShakeUserDetail).query(({ ctx, input }) => getShakeUser(ctx.core, input.id)),
  ban: edit.input(ZPhoneInput).output(z.void()).mutation(({ ctx, input }) => banShakeUser(ctx.core, input)),
  unblock: edit.input(ZPhoneInput).output(z.void()).mutation(({ ctx, input }) => unblockShakeUser(ctx.core, input)),
  smsCredits: view.input(ZSmsCreditInput).output(ZCreditEntryPage).query(({ ctx, input }) => smsCredits(ctx.core, input)),
  appVersion: view.output(ZAppVersionNotice).query(({ ctx }) => appVersionNotice(ctx.core)),
});
