import type { Ctx } from '../../../../core/shared/context.ts';

export interface AiChatbotFixtures {
  wordId: string;
  numberId: string;
  conversationId: string;
}

/** A's AI chatbot: a training word, a WhatsApp number and a conversation on it, each carrying A's marker. */
export async function seedAiChatbot(ctx: Ctx, marker: string): Promise<AiChatbotFixtures> {
  const base = { merchantId: ctx.merchantId };
  await ctx.db.aiChatbot.create({ data: { ...base, scopes: 'products', agentName: `Agent ${marker}`, agentWelcome: `Welcome ${marker}` } });
  const word = await ctx.db.aiChatbotWord.create({ data: { ...base, word: `word${marker}`, wordKey: `word${marker}`.toLowerCase(), identifiedAs: 'products', language: 'en' }, select: { id: true } });
  const number = await ctx.db.aiChatbotNumber.create({ data: { ...base, businessName: `Business ${marker}`, phone: '60111222333', businessId: `B${marker}`, linkedAt: ctx.now() }, select: { id: true } });
  const conversation = await ctx.db.aiChatbotConversation.create({
    data: { ...base, channel: 'whatsapp', channelId: number.id, customer: '60199988877', status: 'bot', charged: true, startedAt: ctx.now(), lastMessageAt: ctx.now() },
    select: { id: true },
  });
  await ctx.db.aiChatbotMessage.create({ data: { ...base, conversationId: conversation.id, role: 'customer', content: `Question ${marker}`, createdAt: ctx.now() } });
  return { wordId: word.id, numberId: number.id, conversationId: conversation.id };
}
