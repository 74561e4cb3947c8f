import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { AI_SUGGESTION_LIMITS as L, AI_SUGGESTION_MESSAGES as M, SUGGESTION_STATUSES, SUGGESTION_TOPICS } from './constants.ts';

const id = z.string().min(1).max(64);
export const ZSuggestionTopic = z.enum(SUGGESTION_TOPICS, { error: M.topicRequired });
export const ZSuggestionStatus = z.enum(SUGGESTION_STATUSES);

export const ZSuggestionSetId = z.object({ id });
/** Suggestions on a topic (1 AI credit), with the merchant's notes. */
export const ZSuggestInput = z.object({ topic: ZSuggestionTopic, notes: z.string().trim().max(L.notesMaxChars).default('') });
export const ZSuggestionListInput = ZPageInput.extend({ topic: ZSuggestionTopic.optional() });
export const ZSetItemStatus = z.object({ id, status: ZSuggestionStatus });

export const ZSuggestionSetRow = z.object({ id: z.string(), topic: ZSuggestionTopic, notes: z.string(), createdAt: z.date(), items: z.number().int(), open: z.number().int() });
export type TSuggestionSetRow = z.infer<typeof ZSuggestionSetRow>;
export const ZSuggestionSetPage = zPage(ZSuggestionSetRow);

export const ZSuggestionItem = z.object({ id: z.string(), title: z.string(), reasoning: z.string(), action: z.string(), status: ZSuggestionStatus });
export type TSuggestionItem = z.infer<typeof ZSuggestionItem>;
export const ZSuggestionSet = ZSuggestionSetRow.omit({ items: true, open: true }).extend({ items: z.array(ZSuggestionItem) });
export type TSuggestionSet = z.infer<typeof ZSuggestionSet>;

/** What the model answers: the items with their reasoning and the step to take. */
export const ZSuggestionAnswer = z.object({ items: z.array(z.object({ title: z.string().min(1), reasoning: z.string(), action: z.string() })).min(1) });
