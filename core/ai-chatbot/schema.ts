import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ZSyncStatus } from '../social/schema.ts';
import { AI_CHATBOT_LIMITS as L, AI_CHATBOT_MESSAGES as M, AI_CHATBOT_SCOPES, CHANNELS, CHAT_LANGUAGES, CONVERSATION_STATUSES, IDENTIFIED_AS } from './constants.ts';

const id = z.string().trim().min(1).max(64);
const agentText = (max: number) => z.string({ error: M.agentTooLong }).trim().max(max, M.agentTooLong);

/** Section 5: at least one scope active; the live agent's texts. */
export const ZChatbotConfigInput = z.object({
  scopes: z.array(z.enum(AI_CHATBOT_SCOPES)).min(1, M.scopeRequired),
  agentName: agentText(L.agentName),
  agentContact: agentText(L.agentContact),
  agentIntro: agentText(L.agentText),
  agentWelcome: agentText(L.agentText),
});
export type TChatbotConfigInput = z.input<typeof ZChatbotConfigInput>;

export const ZServiceInput = z.object({ onService: z.boolean() });

export const ZWordInput = z.object({
  word: z.string({ error: M.wordRequired }).trim().min(1, M.wordRequired).max(L.word, M.wordTooLong),
  identifiedAs: z.enum(IDENTIFIED_AS),
  language: z.enum(CHAT_LANGUAGES),
});
export const ZIdInput = z.object({ id });

export const ZNumberInput = z.object({
  businessName: z.string({ error: M.businessNameRequired }).trim().min(1, M.businessNameRequired).max(L.businessName, M.businessNameRequired),
  phone: z
    .string({ error: M.phoneInvalid })
    .transform((s) => s.replace(/[\s+()-]/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, M.phoneInvalid)),
  businessId: z.string({ error: M.businessIdRequired }).trim().min(1, M.businessIdRequired).max(L.businessId, M.businessIdRequired),
});

/** Why the bot cannot go on service now (none: it can). */
export const BLOCKERS = ['no_scope', 'no_channel', 'no_credits'] as const;

const ZWord = z.object({ id: z.string(), word: z.string(), identifiedAs: z.enum(IDENTIFIED_AS), language: z.enum(CHAT_LANGUAGES) });
export type TWord = z.infer<typeof ZWord>;

export const ZChatbotConfig = z.object({
  scopes: z.array(z.enum(AI_CHATBOT_SCOPES)),
  agentName: z.string(),
  agentContact: z.string(),
  agentIntro: z.string(),
  agentWelcome: z.string(),
  words: z.array(ZWord),
});
export type TChatbotConfig = z.infer<typeof ZChatbotConfig>;

export const ZChatbotOverview = z.object({
  onService: z.boolean(),
  blockers: z.array(z.enum(BLOCKERS)),
  scopes: z.array(z.enum(AI_CHATBOT_SCOPES)),
  pages: z.array(z.object({ id: z.string(), name: z.string(), status: ZSyncStatus })),
  numbers: z.array(z.object({ id: z.string(), businessName: z.string(), phone: z.string(), businessId: z.string() })),
  credits: z.number().int(),
  packs: z.array(z.object({ id: z.string(), remaining: z.number().int(), expiresAt: z.date().nullable() })),
});
export type TChatbotOverview = z.infer<typeof ZChatbotOverview>;

export const ZChannel = z.enum(CHANNELS);
export const ZConversationListInput = ZPageInput.extend({ channel: ZChannel, channelId: id });
export const ZConversationRow = z.object({ id: z.string(), customer: z.string(), status: z.enum(CONVERSATION_STATUSES), startedAt: z.date(), lastMessageAt: z.date(), messages: z.number().int() });
export const ZConversationPage = zPage(ZConversationRow);

export const ZMessagesInput = ZPageInput.extend({ channel: ZChannel, channelId: id, conversationId: id });
export const ZChatbotMessage = z.object({ id: z.string(), role: z.enum(['customer', 'bot', 'agent']), content: z.string(), createdAt: z.date() });
export const ZMessagePage = zPage(ZChatbotMessage);

/** A message a customer sends to a page or number, as the webhooks deliver it. */
export interface IncomingChatMessage {
  channel: z.infer<typeof ZChannel>;
  /** The page's id (Messenger) or the business number's digits (WhatsApp). */
  to: string;
  customer: string;
  text: string;
  at: Date;
}
