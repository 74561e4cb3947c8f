import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import type { TConversationStatus } from './constants.ts';
import { ZConversationListInput, ZMessagesInput } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId'>;

/** A page's or number's conversations, the latest first, with how many messages each holds. */
export async function chatbotConversations(ctx: Reader, raw: unknown) {
  const input = ZConversationListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, channel: input.channel, channelId: input.channelId };
  const [rows, total] = await Promise.all([
    ctx.db.aiChatbotConversation.findMany({ where, select: { id: true, customer: true, status: true, startedAt: true, lastMessageAt: true, _count: { select: { messages: true } } }, orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
    ctx.db.aiChatbotConversation.count({ where }),
  ]);
  return { items: rows.map(({ _count, ...r }) => ({ ...r, status: r.status as TConversationStatus, messages: _count.messages })), total, page: input.page, pageSize: input.pageSize };
}

/** A conversation's messages (customer, bot, agent), oldest first; another page's or merchant's is not found. */
export async function chatbotMessages(ctx: Reader, raw: unknown) {
  const input = ZMessagesInput.parse(raw);
  const found = await ctx.db.aiChatbotConversation.findFirst({ where: { merchantId: ctx.merchantId, id: input.conversationId, channel: input.channel, channelId: input.channelId }, select: { id: true } });
  if (!found) throw notFound('aiChatbotConversation');
  const where = { merchantId: ctx.merchantId, conversationId: found.id };
  const [rows, total] = await Promise.all([
    ctx.db.aiChatbotMessage.findMany({ where, select: { id: true, role: true, content: true, createdAt: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.aiChatbotMessage.count({ where }),
  ]);
  return { items: rows.map((m) => ({ ...m, role: m.role as 'customer' | 'bot' | 'agent' })), total, page: input.page, pageSize: input.pageSize };
}
