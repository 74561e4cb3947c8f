import { z } from 'zod';
import { cancelCampaign, createCampaign, deleteCampaign, getCampaign, listCampaigns, scheduleCampaign, testSendCampaign, updateCampaign } from '../../core/email-marketing/campaigns.ts';
import { createEmailEntry, createEmailList, deleteEmailEntry, deleteEmailList, listEmailEntries, listEmailLists, updateEmailEntry, updateEmailList } from '../../core/email-marketing/lists.ts';
import {
  ZCampaignInput,
  ZCampaignListInput,
  ZCreateEntryInput,
  ZEmailCampaign,
  ZEmailCampaignPage,
  ZEmailEntryPage,
  ZEmailIdInput,
  ZEmailList,
  ZEmailLists,
  ZEntryListInput,
  ZListInput,
  ZScheduleInput,
  ZSenderSettings,
  ZSenderSettingsInput,
  ZTestSendInput,
  ZUpdateCampaignInput,
  ZUpdateEntryInput,
  ZUpdateListInput,
} from '../../core/email-marketing/schema.ts';
import { sendCampaignNow } from '../../core/email-marketing/send.ts';
import { getSenderSettings, saveSenderSettings } from '../../core/email-marketing/settings.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('tools', 'view');
const edit = moduleProcedure('tools', 'edit');

/** E-mail marketing (/tools/email-marketing): lists and their entries, the sender settings, campaigns and their sends. */
export const emailMarketingRouter = router({
  lists: view.output(ZEmailLists).query(({ ctx }) => listEmailLists(ctx.core)),
  createList: edit.input(ZListInput).output(ZEmailList).mutation(({ ctx, input }) => createEmailList(ctx.core, input)),
  updateList: edit.input(ZUpdateListInput).output(z.void()).mutation(({ ctx, input }) => updateEmailList(ctx.core, input)),
  deleteList: edit.input(ZEmailIdInput).output(z.void()).mutation(({ ctx, input }) => deleteEmailList(ctx.core, input.id)),
  entries: view.input(ZEntryListInput).output(ZEmailEntryPage).query(({ ctx, input }) => listEmailEntries(ctx.core, input)),
  createEntry: edit.input(ZCreateEntryInput).output(z.object({ id: z.string() })).mutation(({ ctx, input }) => createEmailEntry(ctx.core, input)),
  updateEntry: edit.input(ZUpdateEntryInput).output(z.void()).mutation(({ ctx, input }) => updateEmailEntry(ctx.core, input)),
  deleteEntry: edit.input(ZEmailIdInput).output(z.void()).mutation(({ ctx, input }) => deleteEmailEntry(ctx.core, input.id)),
  settings: view.output(ZSenderSettings).query(({ ctx }) => getSenderSettings(ctx.core)),
  saveSettings: edit.input(ZSenderSettingsInput).output(ZSenderSettings).mutation(({ ctx, input }) => saveSenderSettings(ctx.core, input)),
  campaigns: view.input(ZCampaignListInput).output(ZEmailCampaignPage).query(({ ctx, input }) => listCampaigns(ctx.core, input)),
  campaign: view.input(ZEmailIdInput).output(ZEmailCampaign).query(({ ctx, input }) => getCampaign(ctx.core, input.id)),
  createCampaign: edit.input(ZCampaignInput).output(ZEmailCampaign).mutation(({ ctx, input }) => createCampaign(ctx.core, input)),
  updateCampaign: edit.input(ZUpdateCampaignInput).output(ZEmailCampaign).mutation(({ ctx, input }) => updateCampaign(ctx.core, input)),
  deleteCampaign: edit.input(ZEmailIdInput).output(z.void()).mutation(({ ctx, input }) => deleteCampaign(ctx.core, input.id)),
  schedule: edit.input(ZScheduleInput).output(ZEmailCampaign).mutation(({ ctx, input }) => scheduleCampaign(ctx.core, input)),
  cancel: edit.input(ZEmailIdInput).output(ZEmailCampaign).mutation(({ ctx, input }) => cancelCampaign(ctx.core, input.id)),
  testSend: edit.input(ZTestSendInput).output(z.void()).mutation(({ ctx, input }) => testSendCampaign(ctx.core, input)),
  sendNow: edit
    .input(ZEmailIdInput)
    .output(z.object({ queued: z.number().int(), skipped: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const { queued, skipped } = await sendCampaignNow(ctx.core, input.id);
      return { queued, skipped };
    }),
});
