import { z } from 'zod';
import { KEYWORD_COMPETITION } from '../reports/keyword-provider.ts';
import { keywordKey } from '../reports/keyword-schema.ts';
import { hostOf } from '../reports/merchant-domain.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { KEYWORD_CAMPAIGN_LIMITS as L, KEYWORD_CAMPAIGN_MESSAGES as M } from './constants.ts';

/** A keyword as it is kept: trimmed, inner spaces as one. */
const tidy = (keyword: string) => keyword.trim().replace(/\s+/g, ' ');

/**
 * The keywords of a campaign: at least one, at most 10, each 3 to 80 characters, none twice
 * (whatever its case and spacing). Every refusal is on the field as a whole: the form shows it
 * under its tags input.
 */
const ZKeywords = z
  .array(z.string(), { error: M.keywordsRequired })
  .transform((keywords) => keywords.map(tidy).filter(Boolean))
  .superRefine((keywords, ctx) => {
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', message, path: [] });
    if (keywords.length === 0) return refuse(M.keywordsRequired);
    if (keywords.length > L.maxKeywords) return refuse(M.tooManyKeywords);
    if (keywords.some((k) => k.length < L.keywordMinChars)) return refuse(M.keywordTooShort);
    if (keywords.some((k) => k.length > L.keywordMaxChars)) return refuse(M.keywordTooLong);
    if (new Set(keywords.map(keywordKey)).size !== keywords.length) return refuse(M.keywordRepeated);
  });

const ZEmails = z
  .array(z.string(), { error: M.emailInvalid })
  .default([])
  .transform((emails) => emails.map((e) => e.trim().toLowerCase()).filter(Boolean))
  .superRefine((emails, ctx) => {
    if (emails.length > L.maxEmails) return ctx.addIssue({ code: 'custom', message: M.tooManyEmails, path: [] });
    if (emails.some((e) => e.length > L.emailMaxChars || !z.email().safeParse(e).success)) ctx.addIssue({ code: 'custom', message: M.emailInvalid, path: [] });
  })
  // The same address twice gets one report.
  .transform((emails) => [...new Set(emails)]);

/** A keyword campaign as the form and the API give it (spec: name, domain, keywords, period, repeat, emails). */
export const ZKeywordCampaignInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
  /** The website checked: an address or a host, kept as the host without www. */
  domain: z
    .string({ error: M.domainInvalid })
    .trim()
    .max(L.domainMaxChars, M.domainInvalid)
    .transform(hostOf)
    .refine((host) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host), M.domainInvalid),
  keywords: ZKeywords,
  periodMonths: z.number({ error: M.periodRequired }).int(M.periodRequired).min(L.minPeriodMonths, M.periodRequired).max(L.maxPeriodMonths, M.periodRequired),
  /** How many checks to run; null: unlimited. */
  repeat: z.number({ error: M.repeatRange }).int(M.repeatRange).min(1, M.repeatRange).max(L.maxRepeat, M.repeatRange).nullable(),
  emails: ZEmails,
});
export type TKeywordCampaignInput = z.input<typeof ZKeywordCampaignInput>;

export const ZKeywordCampaignId = z.object({ id: z.string().min(1).max(64) });
export const ZKeywordCampaignUpdateInput = ZKeywordCampaignInput.extend({ id: z.string().min(1).max(64) });
export type TKeywordCampaignUpdateInput = z.input<typeof ZKeywordCampaignUpdateInput>;

export const ZKeywordCampaignListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional() });
export type TKeywordCampaignListInput = z.input<typeof ZKeywordCampaignListInput>;

export const ZKeywordCampaign = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  keywords: z.array(z.string()),
  periodMonths: z.number().int(),
  repeat: z.number().int().nullable(),
  checksDone: z.number().int(),
  emails: z.array(z.string()),
  createdAt: z.date(),
  lastSyncAt: z.date().nullable(),
  /** null once repeat checks have run. */
  nextSyncAt: z.date().nullable(),
});
export type TKeywordCampaign = z.infer<typeof ZKeywordCampaign>;
export const ZKeywordCampaignPage = zPage(ZKeywordCampaign);
export type TKeywordCampaignPage = z.infer<typeof ZKeywordCampaignPage>;

export const ZCampaignPosition = z.object({
  keyword: z.string(),
  /** null: not in the first 100 results. */
  position: z.number().int().nullable(),
  url: z.string(),
  /** Places moved up since the check before (negative: down); null unless both checks found the domain. */
  change: z.number().int().nullable(),
});
export type TCampaignPosition = z.infer<typeof ZCampaignPosition>;

export const ZCampaignCheck = z.object({ id: z.string(), checkedAt: z.date(), results: z.array(ZCampaignPosition) });
export type TCampaignCheck = z.infer<typeof ZCampaignCheck>;
export const ZCampaignChecks = z.array(ZCampaignCheck);

/** The keyword planner's search: at least 3 characters. */
export const ZPlannerInput = z.object({
  query: z.string({ error: M.plannerTooShort }).trim().min(L.plannerMinChars, M.plannerTooShort).max(L.plannerMaxChars, M.plannerTooLong),
});
export type TPlannerInput = z.input<typeof ZPlannerInput>;

export const ZKeywordIdeas = z.array(z.object({ keyword: z.string(), monthlySearches: z.number().int(), competition: z.enum(KEYWORD_COMPETITION).nullable() }));
export type TKeywordIdeas = z.infer<typeof ZKeywordIdeas>;
