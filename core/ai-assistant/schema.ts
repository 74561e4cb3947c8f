import { z } from 'zod';
import { term } from '../shared/messages.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { tooLongMessage } from '../shared/text-fields.ts';
import { AI_ASSISTANT_LIMITS as L, AI_ASSISTANT_MESSAGES as M, ASSISTANTS } from './constants.ts';

const id = z.string().min(1).max(64);
export const ZAssistant = z.enum(ASSISTANTS);
const message = z.string({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(L.messageMaxChars, tooLongMessage(term('fields.aiAssistant.message'), L.messageMaxChars));

export const ZConversationId = z.object({ id });
/** A new conversation with an assistant: its first message (1 AI credit). */
export const ZStartConversation = z.object({ assistant: ZAssistant, message });
/** A further message of a conversation (included in its credit). */
export const ZReplyInput = z.object({ id, message });

export const ZConversationListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional(), assistant: ZAssistant.optional() });

export const ZConversationRow = z.object({ id: z.string(), assistant: ZAssistant, title: z.string(), userMessages: z.number().int(), createdAt: z.date(), updatedAt: z.date() });
export type TConversationRow = z.infer<typeof ZConversationRow>;
export const ZConversationPage = zPage(ZConversationRow);

export const ZChatMessage = z.object({ id: z.string(), role: z.enum(['user', 'assistant']), content: z.string(), createdAt: z.date() });
export type TChatMessage = z.infer<typeof ZChatMessage>;
/** A conversation with its messages, oldest first, and how many more the merchant may send in it. */
export const ZConversation = ZConversationRow.extend({ messages: z.array(ZChatMessage), messagesLeft: z.number().int(), replying: z.boolean() });
export type TConversation = z.infer<typeof ZConversation>;
