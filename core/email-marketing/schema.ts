import { z } from 'zod';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { CAMPAIGN_STATUSES, EMAIL_MARKETING_LIMITS as L, EMAIL_MARKETING_MESSAGES as M } from './constants.ts';

const ZId = z.string().min(1).max(64);
export const ZEmailIdInput = z.object({ id: ZId });
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
const ZEmail = z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).pipe(z.email(M.emailInvalid).max(L.email, M.emailInvalid)).transform((e) => e.toLowerCase());
const ZOptionalEmail = z.string().trim().max(L.email).refine((v) => v === '' || z.email().safeParse(v).success, M.emailInvalid).transform((e) => e.toLowerCase()).default('');

// ---- lists and their entries

export const ZListInput = z.object({ name: required(M.listNameRequired, L.listName) });
export const ZUpdateListInput = z.object({ id: ZId, list: ZListInput });
export const ZEmailList = z.object({ id: z.string(), name: z.string(), entries: z.number().int(), createdAt: z.date() });
export type TEmailList = z.infer<typeof ZEmailList>;
export const ZEmailLists = z.array(ZEmailList);

/** Section 5: a mail entry's e-mail and name are required. */
export const ZEntryInput = z.object({ email: ZEmail, name: required(M.nameRequired, L.entryName) });
export const ZCreateEntryInput = z.object({ listId: ZId, entry: ZEntryInput });
export const ZUpdateEntryInput = z.object({ id: ZId, entry: ZEntryInput });
export const ZEntryListInput = ZPageInput.extend({ listId: ZId, search: z.string().trim().max(100).default('') });
export type TEntryListInput = z.input<typeof ZEntryListInput>;
/** Section 3: an entry shows its mail, name and the date it was added. */
export const ZEmailEntry = z.object({ id: z.string(), listId: z.string(), email: z.string(), name: z.string(), addedAt: z.date(), unsubscribed: z.boolean() });
export type TEmailEntry = z.infer<typeof ZEmailEntry>;
export const ZEmailEntryPage = zPage(ZEmailEntry);

// ---- sender settings

/** Section 5: the signature is at most 250 characters of plain text; any tag is refused, not stripped. */
export const ZSignature = z
  .string()
  .max(L.signature, M.signatureTooLong)
  .refine((s) => !/<\s*\/?\s*[a-z!][^>]*>/i.test(s), M.signatureHtml)
  .default('');
export const ZSenderSettingsInput = z.object({
  senderName: z.string().trim().max(L.senderName).default(''),
  replyTo: ZOptionalEmail,
  /** An upload of purpose 'email-logo'; null removes the logo. */
  logoUploadId: ZId.nullable().default(null),
  signature: ZSignature,
});
export type TSenderSettingsInput = z.input<typeof ZSenderSettingsInput>;
export const ZSenderSettings = z.object({ senderName: z.string(), replyTo: z.string(), logoUploadId: z.string().nullable(), logoUrl: z.string().nullable(), signature: z.string() });
export type TSenderSettings = z.infer<typeof ZSenderSettings>;

// ---- campaigns

export const ZCampaignInput = z.object({
  name: required(M.campaignNameRequired, L.campaignName),
  subject: required(M.subjectRequired, L.subject),
  listId: z.string({ error: M.listRequired }).min(1, M.listRequired).max(64),
  bodyHtml: z.string({ error: M.bodyRequired }).max(L.bodyHtml),
  perMinute: z.number().int().min(1).max(L.perMinuteMax).default(60),
});
export type TCampaignInput = z.input<typeof ZCampaignInput>;
export const ZUpdateCampaignInput = z.object({ id: ZId, campaign: ZCampaignInput });
export const ZCampaignStatus = z.enum(CAMPAIGN_STATUSES);
export const ZEmailCampaign = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  listId: z.string(),
  listName: z.string(),
  bodyHtml: z.string(),
  perMinute: z.number().int(),
  status: ZCampaignStatus,
  scheduledAt: z.date().nullable(),
  startedAt: z.date().nullable(),
  recipients: z.number().int(),
  sent: z.number().int(),
  opens: z.number().int(),
  clicks: z.number().int(),
  createdAt: z.date(),
});
export type TEmailCampaign = z.infer<typeof ZEmailCampaign>;
export const ZCampaignListInput = ZPageInput.extend({ status: ZCampaignStatus.optional() });
export type TCampaignListInput = z.input<typeof ZCampaignListInput>;
export const ZEmailCampaignPage = zPage(ZEmailCampaign);
export const ZScheduleInput = z.object({ id: ZId, at: z.date() });
export const ZTestSendInput = z.object({ id: ZId, to: ZEmail });
