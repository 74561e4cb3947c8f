import { msg } from '../shared/messages.ts';

/** A tracked question holds 1 positioning quota while it is tracked; removing it gives the quota back. */
export const POSITIONING_QUOTA_PER_ITEM = 1;
/** A check asks an AI model once: 1 AI credit, given back when the call fails. */
export const POSITIONING_CHECK_COST = 1;

export const AI_POSITIONING_LIMITS = { questionMaxChars: 200, recommendations: 5, checksShown: 20 } as const;

/** Section 8, word for word in the locale files. */
export const AI_POSITIONING_MESSAGES = {
  noQuota: msg('aiPositioning.noQuota'),
  questionRequired: msg('aiPositioning.questionRequired'),
  questionTaken: msg('aiPositioning.questionTaken'),
} as const;
