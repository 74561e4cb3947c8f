import { msg } from '../shared/messages.ts';

/** What the merchant asks suggestions about. */
export const SUGGESTION_TOPICS = ['products', 'promotions', 'content', 'customers'] as const;
export type TSuggestionTopic = (typeof SUGGESTION_TOPICS)[number];

export const SUGGESTION_STATUSES = ['open', 'done', 'dismissed'] as const;
export type TSuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** One AI credit a set (docs/ai.md: section 9 prices a conversation at 1 and a set is one question). */
export const SUGGESTION_SET_COST = 1;

export const AI_SUGGESTION_LIMITS = { notesMaxChars: 500, itemsPerSet: 5, titleChars: 200, textChars: 2_000 } as const;

export const AI_SUGGESTION_MESSAGES = { topicRequired: msg('aiSuggestion.topicRequired') } as const;
