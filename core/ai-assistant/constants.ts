import { msg } from '../shared/messages.ts';

/** Platinum AI (/platinum-ai) knows the merchant's shop; NPgpt (/NPgpt) writes product and marketing copy. */
export const ASSISTANTS = ['platinum', 'npgpt'] as const;
export type TAssistant = (typeof ASSISTANTS)[number];

/** Section 9: one AI conversation costs 1 credit, taken when it is started. */
export const CONVERSATION_COST = 1;

/** Not in the spec (docs/ai.md): a conversation's length, and how long an answer may hold it. */
export const AI_ASSISTANT_LIMITS = {
  messageMaxChars: 4_000,
  /** The merchant's messages a conversation includes; then a new one (another credit) is started. */
  messagesPerConversation: 20,
  titleChars: 80,
  /** An answer still marked in flight after this (a crashed server) no longer holds the conversation. */
  replyHoldMs: 3 * 60_000,
  answerMaxTokens: 1_500,
} as const;

export const AI_ASSISTANT_MESSAGES = {
  messageRequired: msg('aiAssistant.messageRequired'),
  oneInQueue: msg('aiAssistant.oneInQueue'),
  conversationFull: msg('aiAssistant.conversationFull', { max: AI_ASSISTANT_LIMITS.messagesPerConversation }),
} as const;

/** The user-log category of the AI screens: their module (manage), as the AI product's. */
export const AI_CATEGORY = 'manage';
