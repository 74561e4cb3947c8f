import { msg } from '../shared/messages.ts';

export const AI_CHATBOT_MODULE = 'mychatbot';

/** What the bot answers about (section 3 "scopes"; the set is ours). */
export const AI_CHATBOT_SCOPES = ['products', 'prices_stock', 'orders_delivery', 'store_info', 'promotions', 'bookings'] as const;
export type TChatbotScope = (typeof AI_CHATBOT_SCOPES)[number];

/** What a training word is identified as: a scope, or a request for the live agent. */
export const IDENTIFIED_AS = [...AI_CHATBOT_SCOPES, 'live_agent'] as const;
export type TIdentifiedAs = (typeof IDENTIFIED_AS)[number];

/** The chat languages a training word belongs to (the content languages). */
export const CHAT_LANGUAGES = ['en', 'zh', 'ms'] as const;

export const CHANNELS = ['messenger', 'whatsapp'] as const;
export type TChannel = (typeof CHANNELS)[number];

/** 'no_credit': handed over to the live agent because no AI credit was left; 'failed': the first answer failed and its credit came back. */
export const CONVERSATION_STATUSES = ['bot', 'agent', 'no_credit', 'failed'] as const;
export type TConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** Section 9: one AI conversation costs 1 credit; Chatbot pages 2. The rest are ours (docs/ai-chatbot.md). */
export const AI_CHATBOT_LIMITS = {
  conversationCost: 1,
  pages: 2,
  numbers: 2,
  idleHours: 24,
  words: 200,
  word: 60,
  agentName: 80,
  agentContact: 80,
  agentText: 500,
  businessName: 100,
  businessId: 64,
  message: 2_000,
  /** An answer still marked in flight after this (a crashed server) no longer holds the conversation. */
  replyHoldMs: 3 * 60_000,
  answerMaxTokens: 600,
  historyMessages: 20,
} as const;

/** Written in a customer's message, it asks for a person (besides the words trained as live agent). */
export const HUMAN_REQUEST = /\b(human|live agent|real person|agent|staff)\b|manusia|ejen|真人|人工|客服/i;

export const AI_CHATBOT_MESSAGES = {
  scopeRequired: msg('aiChatbot.scopeRequired'),
  noPageOrNumber: msg('aiChatbot.noPageOrNumber'),
  noCredits: msg('aiChatbot.noCredits'),
  wordRequired: msg('aiChatbot.wordRequired'),
  wordTooLong: msg('aiChatbot.wordTooLong', { max: AI_CHATBOT_LIMITS.word }),
  wordRepeated: msg('aiChatbot.wordRepeated'),
  tooManyWords: msg('aiChatbot.tooManyWords', { max: AI_CHATBOT_LIMITS.words }),
  agentTooLong: msg('aiChatbot.agentTooLong'),
  businessNameRequired: msg('aiChatbot.businessNameRequired'),
  phoneInvalid: msg('aiChatbot.phoneInvalid'),
  businessIdRequired: msg('aiChatbot.businessIdRequired'),
  numberLinked: msg('aiChatbot.numberLinked'),
  tooManyNumbers: msg('aiChatbot.tooManyNumbers', { max: AI_CHATBOT_LIMITS.numbers }),
} as const;

export const aiChatbotLog = (action: string, params?: Record<string, string | number>) => msg(`log.aiChatbot.${action}`, params);
