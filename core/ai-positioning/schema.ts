import { z } from 'zod';
import { term } from '../shared/messages.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { tooLongMessage } from '../shared/text-fields.ts';
import { AI_POSITIONING_LIMITS as L, AI_POSITIONING_MESSAGES as M } from './constants.ts';

const id = z.string().min(1).max(64);
export const ZPositioningId = z.object({ id });
/** A question (or keywords) a buyer might ask an AI assistant, for which the shop wants to be recommended. */
export const ZAddPositioning = z.object({
  question: z.string({ error: M.questionRequired }).trim().min(1, M.questionRequired).max(L.questionMaxChars, tooLongMessage(term('fields.aiPositioning.question'), L.questionMaxChars)),
});
export const ZPositioningListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional() });

export const ZPositioningRow = z.object({ id: z.string(), question: z.string(), createdAt: z.date(), lastCheckedAt: z.date().nullable(), lastMentioned: z.boolean().nullable(), lastRank: z.number().int().nullable() });
export type TPositioningRow = z.infer<typeof ZPositioningRow>;
/** The tracked questions, and the quota left to track more. */
export const ZPositioningPage = zPage(ZPositioningRow).extend({ quotaLeft: z.number().int() });

export const ZPositioningCheck = z.object({ id: z.string(), checkedAt: z.date(), mentioned: z.boolean(), rank: z.number().int().nullable(), recommended: z.array(z.string()) });
export type TPositioningCheck = z.infer<typeof ZPositioningCheck>;
export const ZPositioningDetail = ZPositioningRow.extend({ checks: z.array(ZPositioningCheck) });
export type TPositioningDetail = z.infer<typeof ZPositioningDetail>;

/** What the model answers: the shops or websites it would recommend, best first. */
export const ZRecommendations = z.object({ recommendations: z.array(z.object({ name: z.string(), website: z.string() })) });
