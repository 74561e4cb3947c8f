import { createCampaign } from '../../../../core/email-marketing/campaigns.ts';
import { createEmailEntry, createEmailList } from '../../../../core/email-marketing/lists.ts';
import { sendCampaign } from '../../../../core/email-marketing/send.ts';
import { saveSenderSettings } from '../../../../core/email-marketing/settings.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface EmailMarketingFixtures {
  listId: string;
  entryId: string;
  entryEmail: string;
  campaignId: string;
  draftId: string;
}

/** Merchant A's list with an entry, its sender settings, a sent campaign (a recipient row and a suppressed address) and a draft. */
export async function seedEmailMarketing(ctx: Ctx, marker: string): Promise<EmailMarketingFixtures> {
  const entryEmail = `${marker.toLowerCase()}@list.test`;
  const list = await createEmailList(ctx, { name: `List ${marker}` });
  const { id: entryId } = await createEmailEntry(ctx, { listId: list.id, entry: { email: entryEmail, name: `Reader ${marker}` } });
  await createEmailEntry(ctx, { listId: list.id, entry: { email: `off-${marker.toLowerCase()}@list.test`, name: `Gone ${marker}` } });
  await ctx.db.emailSuppression.create({ data: { merchantId: ctx.merchantId, email: `off-${marker.toLowerCase()}@list.test`, createdAt: ctx.now() } });
  await saveSenderSettings(ctx, { senderName: `Sender ${marker}`, replyTo: `reply-${marker.toLowerCase()}@list.test`, signature: `Signed ${marker}` });
  const campaign = await createCampaign(ctx, { name: `Campaign ${marker}`, subject: `Subject ${marker}`, listId: list.id, bodyHtml: `<p>Body ${marker}</p>` });
  await sendCampaign(ctx, campaign.id);
  const draft = await createCampaign(ctx, { name: `Draft ${marker}`, subject: `Draft subject ${marker}`, listId: list.id, bodyHtml: `<p>Draft ${marker}</p>` });
  return { listId: list.id, entryId, entryEmail, campaignId: campaign.id, draftId: draft.id };
}
