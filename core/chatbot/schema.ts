import { z } from 'zod';
import { isFullUrl } from '../profile/contact-schema.ts';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { ZPageIdInput } from '../social/schema.ts';
import { CHATBOT_LIMITS as L, CHATBOT_MESSAGES as M } from './constants.ts';

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const ZQuickReply = z.object({ question: text(M.questionRequired, L.question, M.questionTooLong), answer: text(M.answerRequired, L.answer, M.answerTooLong) });

/** Section 5 and 9: the greeting at most 80 characters, at most 11 quick replies (each question once). */
export const ZChatbotInput = ZPageIdInput.extend({
  greeting: z.string({ error: M.greetingTooLong }).trim().max(L.greeting, M.greetingTooLong),
  enabled: z.boolean(),
  quickReplies: z
    .array(ZQuickReply)
    .max(L.quickReplies, M.tooManyReplies)
    .superRefine((replies, ctx) => {
      const seen = new Set<string>();
      replies.forEach((r, i) => {
        const key = r.question.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.questionRepeated, path: [i, 'question'] });
        seen.add(key);
      });
    }),
});
export type TChatbotInput = z.input<typeof ZChatbotInput>;

/** A page's chatbot as its screen shows it. */
export const ZChatbot = z.object({
  pageId: z.string(),
  pageName: z.string(),
  greeting: z.string(),
  enabled: z.boolean(),
  quickReplies: z.array(z.object({ question: z.string(), answer: z.string() })),
  subscribers: z.number().int(),
});
export type TChatbot = z.infer<typeof ZChatbot>;
export const ZChatbots = z.object({ configured: z.boolean(), pages: z.array(ZChatbot) });

/** Section 5: a broadcast's title at least 4 characters, its link a valid address, its content required. */
export const ZBroadcastInput = ZPageIdInput.extend({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).min(L.titleMin, M.titleTooShort).max(L.title, M.titleTooLong),
  link: z.string({ error: M.linkInvalid }).trim().max(L.link, M.linkInvalid).refine(isFullUrl, M.linkInvalid),
  content: text(M.contentRequired, L.content, M.contentTooLong),
});
export type TBroadcastInput = z.input<typeof ZBroadcastInput>;
export type TBroadcastValues = z.output<typeof ZBroadcastInput>;

export const ZBroadcast = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  content: z.string(),
  createdAt: z.date(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  pendingCount: z.number().int(),
});
export type TBroadcast = z.infer<typeof ZBroadcast>;
export const ZBroadcastListInput = ZPageIdInput.extend(ZPageInput.shape);
export const ZBroadcastPage = zPage(ZBroadcast);
export const ZBroadcastSent = z.object({ id: z.string(), jobId: z.string() });

export const RECIPIENT_STATUSES = ['pending', 'sent', 'failed'] as const;
export const ZRecipientsInput = z.object({ broadcastId: z.string().trim().min(1).max(64) }).extend(ZPageInput.shape);
export const ZRecipient = z.object({ psid: z.string(), status: z.enum(RECIPIENT_STATUSES), error: z.string() });
export const ZRecipientPage = zPage(ZRecipient);
