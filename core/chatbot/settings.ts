import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { calling } from '../social/calling.ts';
import { facebook, pageWithToken } from '../social/facebook/pages.ts';
import { CHATBOT_MODULE, chatbotLog } from './constants.ts';
import { ZChatbotInput, type TChatbot } from './schema.ts';

/** Every connected page's chatbot: greeting, on or off, quick replies in order, and how many people it can reach. */
export async function chatbots(ctx: Ctx): Promise<{ configured: boolean; pages: TChatbot[] }> {
  const where = { merchantId: ctx.merchantId };
  const [pages, replies, counts] = await Promise.all([
    ctx.db.socialPage.findMany({ where, orderBy: [{ connectedAt: 'asc' }, { id: 'asc' }] }),
    ctx.db.chatbotQuickReply.findMany({ where, orderBy: [{ pageId: 'asc' }, { position: 'asc' }] }),
    ctx.db.chatSubscriber.groupBy({ by: ['pageId'], where, _count: { _all: true } }),
  ]);
  return {
    configured: Boolean(ctx.env.social?.facebook),
    pages: pages.map((p) => ({
      pageId: p.id,
      pageName: p.name,
      greeting: p.greeting,
      enabled: p.chatbotOn,
      quickReplies: replies.filter((r) => r.pageId === p.id).map((r) => ({ question: r.question, answer: r.answer })),
      subscribers: counts.find((c) => c.pageId === p.id)?._count._all ?? 0,
    })),
  };
}

/**
 * Saves a page's chatbot. The greeting is Messenger's own (shown before someone writes), so it is
 * set on the page at Facebook first; only then are the settings kept.
 */
export async function saveChatbot(ctx: Ctx, raw: unknown): Promise<{ configured: boolean; pages: TChatbot[] }> {
  const input = ZChatbotInput.parse(raw);
  const page = await pageWithToken(ctx, input.pageId);
  if (input.greeting !== page.greeting) await calling('save', () => facebook(ctx).setGreeting(page.id, page.token, input.greeting), true);
  await audited(ctx, { action: chatbotLog('saved', { name: page.name }), category: CHATBOT_MODULE }, async (tx) => {
    const key = { merchantId: tx.merchantId, pageId: page.id };
    await tx.db.socialPage.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: page.id } }, data: { greeting: input.greeting, chatbotOn: input.enabled } });
    await tx.db.chatbotQuickReply.deleteMany({ where: key });
    if (input.quickReplies.length > 0) await tx.db.chatbotQuickReply.createMany({ data: input.quickReplies.map((r, position) => ({ ...key, position, question: r.question, answer: r.answer })) });
  });
  return chatbots(ctx);
}
