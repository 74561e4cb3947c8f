import type { Ctx } from '../../../../core/shared/context.ts';

export interface AiAssistantFixtures {
  conversationId: string;
  suggestionSetId: string;
  suggestionItemId: string;
  positioningId: string;
}

/** A's conversation, suggestion set and positioning question with a check, each carrying A's marker (written as the AI screens store them). */
export async function seedAiAssistants(ctx: Ctx, marker: string): Promise<AiAssistantFixtures> {
  const base = { merchantId: ctx.merchantId };
  const title = `Plan ${marker}`;
  const conversation = await ctx.db.aiConversation.create({ data: { ...base, userId: ctx.userId, assistant: 'platinum', title, titleKey: title.toLowerCase(), userMessages: 1 }, select: { id: true } });
  await ctx.db.aiConversationMessage.createMany({
    data: [
      { ...base, conversationId: conversation.id, seq: 0, role: 'user', content: title },
      { ...base, conversationId: conversation.id, seq: 1, role: 'assistant', content: `Answer ${marker}` },
    ],
  });
  const set = await ctx.db.aiSuggestionSet.create({ data: { ...base, userId: ctx.userId, topic: 'products', notes: `Notes ${marker}` }, select: { id: true } });
  const item = await ctx.db.aiSuggestionItem.create({ data: { ...base, setId: set.id, sort: 0, title: `Idea ${marker}`, reasoning: marker, action: marker }, select: { id: true } });
  const question = `Where to buy ${marker}`;
  const positioning = await ctx.db.aiPositioningItem.create({ data: { ...base, question, questionKey: question.toLowerCase() }, select: { id: true } });
  await ctx.db.aiPositioningCheck.create({ data: { ...base, itemId: positioning.id, mentioned: true, rank: 1, answer: `Shop ${marker}` } });
  return { conversationId: conversation.id, suggestionSetId: set.id, suggestionItemId: item.id, positioningId: positioning.id };
}
