import { deleteConversation, getConversation, listConversations } from '../../core/ai-assistant/conversations.ts';
import { ZConversation, ZConversationId, ZConversationListInput, ZConversationPage, ZReplyInput, ZStartConversation } from '../../core/ai-assistant/schema.ts';
import { replyInConversation, startConversation } from '../../core/ai-assistant/send.ts';
import { moduleProcedure, router } from '../trpc.ts';

// The AI screens follow the AI product's module (manage).
const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/** /platinum-ai, /NPgpt and /chatgpt/history: the caller's conversations with the two assistants. */
export const aiAssistantRouter = router({
  conversations: view.input(ZConversationListInput).output(ZConversationPage).query(({ ctx, input }) => listConversations(ctx.core, input)),
  conversation: view.input(ZConversationId).output(ZConversation).query(({ ctx, input }) => getConversation(ctx.core, input)),
  start: edit.input(ZStartConversation).output(ZConversation).mutation(({ ctx, input }) => startConversation(ctx.core, input)),
  reply: edit.input(ZReplyInput).output(ZConversation).mutation(({ ctx, input }) => replyInConversation(ctx.core, input)),
  delete: edit.input(ZConversationId).output(ZConversationId).mutation(({ ctx, input }) => deleteConversation(ctx.core, input)),
});
