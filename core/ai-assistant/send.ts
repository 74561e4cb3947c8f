import type { AiChat, AiMessage } from '../ai/port.ts';
import { AiError } from '../ai/port.ts';
import { withAiCredits } from '../ai/spend.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { AI_ASSISTANT_LIMITS as L, AI_ASSISTANT_MESSAGES as M, AI_CATEGORY, CONVERSATION_COST, type TAssistant } from './constants.ts';
import { getConversation, ownConversation } from './conversations.ts';
import { systemPrompt } from './prompts.ts';
import { ZReplyInput, ZStartConversation, type TConversation } from './schema.ts';

const ASSISTANT_NAME: Record<TAssistant, string> = { platinum: 'Platinum AI', npgpt: 'NPgpt' };

/** The assistant's answer to the conversation so far; an empty answer is one the product cannot use. */
async function answer(ctx: Ctx, ai: AiChat, assistant: TAssistant, history: AiMessage[]): Promise<string> {
  const { text } = await ai.chat({ messages: [{ role: 'system', content: await systemPrompt(ctx, assistant) }, ...history], maxTokens: L.answerMaxTokens });
  if (!text.trim()) throw new AiError('refused', 'the answer is empty');
  return text.trim();
}

/** The merchant's message and the answer, appended together; the conversation is free for the next one. */
function saveExchange(ctx: Ctx, conversation: { id: string; title: string; userMessages: number }, question: string, reply: string, action: string) {
  return audited(ctx, { action: msg(action, { title: conversation.title }), category: AI_CATEGORY }, async (tx) => {
    const base = { merchantId: tx.merchantId, conversationId: conversation.id, createdAt: tx.now() };
    const seq = conversation.userMessages * 2;
    await tx.db.aiConversationMessage.createMany({ data: [{ ...base, seq, role: 'user', content: question }, { ...base, seq: seq + 1, role: 'assistant', content: reply }] });
    await tx.db.aiConversation.updateMany({ where: { merchantId: tx.merchantId, id: conversation.id }, data: { userMessages: { increment: 1 }, replyingSince: null, updatedAt: tx.now() } });
  });
}

/**
 * Starts a conversation with an assistant: 1 AI credit (section 9), taken before the model is
 * asked; a failed first answer gives it back and keeps nothing of the conversation.
 */
export async function startConversation(ctx: Ctx, raw: unknown): Promise<TConversation> {
  const input = ZStartConversation.parse(raw);
  const title = input.message.split('\n')[0]!.slice(0, L.titleChars);
  const conversation = { title, userMessages: 0 };
  const { id } = await ctx.db.aiConversation.create({
    data: { merchantId: ctx.merchantId, userId: ctx.userId, assistant: input.assistant, ...conversation, titleKey: title.toLowerCase(), replyingSince: ctx.now(), createdAt: ctx.now(), updatedAt: ctx.now() },
    select: { id: true },
  });
  try {
    const reply = await withAiCredits(ctx, { credits: CONVERSATION_COST, refId: id, note: `${ASSISTANT_NAME[input.assistant]} conversation` }, (ai) => answer(ctx, ai, input.assistant, [{ role: 'user', content: input.message }]));
    await saveExchange(ctx, { id, ...conversation }, input.message, reply, 'log.aiAssistant.started');
  } catch (error) {
    await ctx.db.aiConversation.deleteMany({ where: { merchantId: ctx.merchantId, id } });
    throw error;
  }
  return getConversation(ctx, { id });
}

/**
 * A further message in a conversation, included in its credit up to the cap. One answer at a time:
 * the conversation is claimed by one conditional update, so a message sent while an answer is
 * still running is refused ("Only 1 AI model in queue"); a failed answer frees it again.
 */
export async function replyInConversation(ctx: Ctx, raw: unknown): Promise<TConversation> {
  const input = ZReplyInput.parse(raw);
  const conversation = await ownConversation(ctx, input.id);
  const full = () => new AppError('AI_ASSISTANT.CONVERSATION_FULL', M.conversationFull, 'invalid');
  if (conversation.userMessages >= L.messagesPerConversation) throw full();
  const mine = { merchantId: ctx.merchantId, userId: ctx.userId, id: input.id };
  const free = { OR: [{ replyingSince: null }, { replyingSince: { lt: new Date(ctx.now().getTime() - L.replyHoldMs) } }] };
  const { count } = await ctx.db.aiConversation.updateMany({ where: { ...mine, ...free, userMessages: conversation.userMessages }, data: { replyingSince: ctx.now() } });
  if (count === 0) throw new AppError('AI_ASSISTANT.ONE_IN_QUEUE', M.oneInQueue, 'conflict');
  try {
    const history = await ctx.db.aiConversationMessage.findMany({ where: { merchantId: ctx.merchantId, conversationId: input.id }, select: { role: true, content: true }, orderBy: { seq: 'asc' } });
    const messages: AiMessage[] = [...history.map((m) => ({ role: m.role === 'user' ? ('user' as const) : ('assistant' as const), content: m.content })), { role: 'user', content: input.message }];
    const reply = await withAiCredits(ctx, { credits: 0, refId: input.id, note: '' }, (ai) => answer(ctx, ai, conversation.assistant as TAssistant, messages));
    await saveExchange(ctx, conversation, input.message, reply, 'log.aiAssistant.replied');
  } catch (error) {
    await ctx.db.aiConversation.updateMany({ where: mine, data: { replyingSince: null } });
    throw error;
  }
  return getConversation(ctx, { id: input.id });
}
