import { saveBirthdayCampaign } from '../../../../core/birthday/settings.ts';
import { startBirthdayCampaign } from '../../../../core/birthday/status.ts';
import { createBroadcast } from '../../../../core/broadcasts/drafts.ts';
import { sendBroadcast } from '../../../../core/broadcasts/send.ts';
import { createMember } from '../../../../core/members/create-member.ts';
import { withTransaction, type Ctx } from '../../../../core/shared/context.ts';

export interface BroadcastFixtures {
  /** A draft to A's member carrying A's voucher. */
  broadcastId: string;
  /** A sent broadcast. */
  sentBroadcastId: string;
  broadcastMemberId: string;
  /** The birthday campaign's own voucher (the campaign is ongoing). */
  birthdayVoucherId: string;
}

/** A's broadcasts (a draft and a sent one) and an ongoing birthday campaign, texts carrying A's marker. */
export async function seedBroadcasts(ctx: Ctx, marker: string, voucherId: string): Promise<BroadcastFixtures> {
  const email = `${marker.toLowerCase()}-broadcast@alpha.test`;
  const member = await withTransaction(ctx, (tx) => createMember(tx, { name: `Broadcast member ${marker}`, email, dateOfBirth: '1990-01-01' }, 'dashboard'));
  const form = { subject: `Subject ${marker}`, message: `Message ${marker}`, memberIds: [member.id], voucherIds: [voucherId] };
  const draft = await createBroadcast(ctx, { ...form, name: `Draft ${marker}` });
  const sent = await createBroadcast(ctx, { ...form, name: `Sent ${marker}` });
  await sendBroadcast(ctx, { id: sent.id });
  await saveBirthdayCampaign(ctx, { emailTitle: `Birthday ${marker}`, discountType: 1, amountSen: 500, validDays: 7, preSendDays: 3 });
  await startBirthdayCampaign(ctx);
  const campaign = await ctx.db.birthdayCampaign.findUniqueOrThrow({ where: { merchantId: ctx.merchantId }, select: { voucherId: true } });
  return { broadcastId: draft.id, sentBroadcastId: sent.id, broadcastMemberId: member.id, birthdayVoucherId: campaign.voucherId! };
}
