import type { IsolationCase } from '../isolation-cases.ts';

/** The AI chatbot: A's settings, training words, WhatsApp numbers and conversations. */
export const aiChatbotCases: Record<string, IsolationCase> = {
  'aiChatbot.overview': { list: () => undefined },
  'aiChatbot.config': { list: () => undefined },
  'aiChatbot.setService': { none: "the caller's own bot, checked against the caller's own scopes, pages, numbers and credits" },
  'aiChatbot.saveConfig': { none: "saves the caller's own bot" },
  'aiChatbot.addWord': { none: "adds to the caller's own training words" },
  'aiChatbot.removeWord': { reach: (a) => ({ id: a.aiChatbot.wordId }) },
  'aiChatbot.linkNumber': { none: "links a number to the caller's own bot" },
  'aiChatbot.unlinkNumber': { reach: (a) => ({ id: a.aiChatbot.numberId }) },
  'aiChatbot.conversations': { list: (a) => ({ channel: 'whatsapp', channelId: a.aiChatbot.numberId, pageSize: 80 }) },
  'aiChatbot.messages': { reach: (a) => ({ channel: 'whatsapp', channelId: a.aiChatbot.numberId, conversationId: a.aiChatbot.conversationId }) },
};
