import { chatbotConversations, chatbotMessages } from '../../core/ai-chatbot/history.ts';
import { ZChatbotConfig, ZChatbotConfigInput, ZChatbotOverview, ZConversationListInput, ZConversationPage, ZIdInput, ZMessagePage, ZMessagesInput, ZNumberInput, ZServiceInput, ZWordInput } from '../../core/ai-chatbot/schema.ts';
import { addChatbotWord, chatbotConfig, chatbotOverview, linkChatbotNumber, removeChatbotWord, saveChatbotConfig, setChatbotService, unlinkChatbotNumber } from '../../core/ai-chatbot/settings.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('mychatbot', 'view');
const edit = moduleProcedure('mychatbot', 'edit');

/** /AI-chatbot, its Configure and its history screens (module mychatbot, docs/ai-chatbot.md). */
export const aiChatbotRouter = router({
  overview: view.output(ZChatbotOverview).query(({ ctx }) => chatbotOverview(ctx.core)),
  setService: edit.input(ZServiceInput).output(ZChatbotOverview).mutation(({ ctx, input }) => setChatbotService(ctx.core, input)),
  linkNumber: edit.input(ZNumberInput).output(ZChatbotOverview).mutation(({ ctx, input }) => linkChatbotNumber(ctx.core, input)),
  unlinkNumber: edit.input(ZIdInput).output(ZChatbotOverview).mutation(({ ctx, input }) => unlinkChatbotNumber(ctx.core, input)),
  config: view.output(ZChatbotConfig).query(({ ctx }) => chatbotConfig(ctx.core)),
  saveConfig: edit.input(ZChatbotConfigInput).output(ZChatbotConfig).mutation(({ ctx, input }) => saveChatbotConfig(ctx.core, input)),
  addWord: edit.input(ZWordInput).output(ZChatbotConfig).mutation(({ ctx, input }) => addChatbotWord(ctx.core, input)),
  removeWord: edit.input(ZIdInput).output(ZChatbotConfig).mutation(({ ctx, input }) => removeChatbotWord(ctx.core, input)),
  conversations: view.input(ZConversationListInput).output(ZConversationPage).query(({ ctx, input }) => chatbotConversations(ctx.core, input)),
  messages: view.input(ZMessagesInput).output(ZMessagePage).query(({ ctx, input }) => chatbotMessages(ctx.core, input)),
});
