import { sendBroadcast } from '../../../../core/chatbot/broadcast.ts';
import { saveChatbot } from '../../../../core/chatbot/settings.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { connectFacebook, facebookConnectUrl } from '../../../../core/social/facebook/pages.ts';
import { connectSocialAccount, socialConnectUrl } from '../../../../core/social/feed-accounts.ts';
import { JOB_KINDS } from '../../../../server/jobs/job-kinds.ts';
import { freshPageId, signInReturn } from '../../../helpers/social.ts';

export interface SocialFixtures {
  pageId: string;
  broadcastId: string;
  instagramId: string;
  tiktokId: string;
}

/** A's Facebook page with its chatbot, a subscriber and a broadcast; an Instagram and a TikTok account named with A's marker. */
export async function seedSocial(ctx: Ctx, marker: string): Promise<SocialFixtures> {
  const pageId = freshPageId();
  await connectFacebook(ctx, await signInReturn((await facebookConnectUrl(ctx)).url, { page: pageId }));
  await saveChatbot(ctx, { pageId, greeting: `Hi ${marker}`, enabled: true, quickReplies: [{ question: `Q ${marker}`, answer: `A ${marker}` }] });
  await ctx.db.chatSubscriber.create({ data: { merchantId: ctx.merchantId, pageId, psid: '9990001', firstSeenAt: ctx.now(), lastMessageAt: ctx.now() } });
  const { id: broadcastId } = await sendBroadcast(ctx, JOB_KINDS, { pageId, title: `Sale ${marker}`, link: 'https://alpha.shop.test/sale', content: marker });
  const username = marker.toLowerCase();
  const instagram = await connectSocialAccount(ctx, 'instagram', await signInReturn((await socialConnectUrl(ctx, 'instagram')).url, { username }));
  const tiktok = await connectSocialAccount(ctx, 'tiktok', await signInReturn((await socialConnectUrl(ctx, 'tiktok')).url, { username }));
  return { pageId, broadcastId, instagramId: instagram.accounts[0]!.id, tiktokId: tiktok.accounts[0]!.id };
}
