import { z } from 'zod';
import { msg, term } from '../shared/messages.ts';
import { ZReportDays } from './period.ts';
import { ZSeries } from './traffic-schema.ts';

/** The keywords a merchant follows (business-areas.md, keyword campaign: at most 10, each at least 3 characters, no repeats). */
export const KEYWORD_LIMITS = { maxKeywords: 10, minLength: 3, maxLength: 80 } as const;

export const KEYWORD_MESSAGES = {
  tooShort: msg('keywords.tooShort', { min: KEYWORD_LIMITS.minLength }),
  tooLong: msg('shared.tooLong', { field: term('fields.keyword'), max: KEYWORD_LIMITS.maxLength }),
  repeated: msg('keywords.repeated'),
  tooMany: msg('keywords.tooMany', { max: KEYWORD_LIMITS.maxKeywords }),
  noDomain: msg('keywords.noDomain'),
  noProvider: msg('keywords.noProvider'),
  providerFailed: msg('keywords.providerFailed'),
} as const;

/** A keyword as it is followed: trimmed, inner spaces as one. */
export const ZKeywordInput = z.object({
  keyword: z
    .string({ error: msg('shared.required') })
    .trim()
    .min(KEYWORD_LIMITS.minLength, KEYWORD_MESSAGES.tooShort)
    .max(KEYWORD_LIMITS.maxLength, KEYWORD_MESSAGES.tooLong)
    .transform((k) => k.replace(/\s+/g, ' ')),
});
export type TKeywordInput = z.input<typeof ZKeywordInput>;

/** Keywords are the same when they differ only in case and spacing. */
export const keywordKey = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').toLowerCase();

export const ZKeywordRef = z.object({ id: z.string().min(1) });

export const ZTrackedKeyword = z.object({ id: z.string(), keyword: z.string(), createdAt: z.date() });
export type TTrackedKeyword = z.infer<typeof ZTrackedKeyword>;

const ZDayPosition = z.object({ day: z.string(), position: z.number().int().nullable() });

export const ZKeywordRankingRow = ZTrackedKeyword.extend({
  /** The last check in the period (position null: not in the first 100). */
  latest: ZDayPosition.nullable(),
  /** The check before it, possibly before the period. */
  previous: ZDayPosition.nullable(),
  /** Places moved up since the previous check (negative: down); null unless both found the domain. */
  change: z.number().int().nullable(),
  /** The best position in the period and the first day it was held. */
  best: ZDayPosition.nullable(),
  /** The page that ranked at the latest check. */
  url: z.string(),
});
export type TKeywordRankingRow = z.infer<typeof ZKeywordRankingRow>;

export const ZKeywordRanking = z.object({
  days: ZReportDays,
  /** The merchant's website the positions are of (null: none set, so nothing is checked). */
  domain: z.string().nullable(),
  /** The last day any keyword was checked. */
  lastCheck: z.string().nullable(),
  rows: z.array(ZKeywordRankingRow),
  /** Each keyword's position per day (or its best in a month), null where it was not found or not checked. */
  history: z.object({ buckets: z.array(z.string()), lines: z.array(z.object({ keywordId: z.string(), values: z.array(z.number().int().nullable()) })) }),
});
export type TKeywordRanking = z.infer<typeof ZKeywordRanking>;

export const ZKeywordCheckDone = z.object({ checked: z.number().int(), queries: z.number().int() });
export type TKeywordCheckDone = z.infer<typeof ZKeywordCheckDone>;

const ZQueryFigures = z.object({
  clicks: z.number().int(),
  impressions: z.number().int(),
  /** Clicks per impression in basis points (523 = 5.23%). */
  ctrBp: z.number().int(),
  /** Average position in hundredths (312 = 3.12), weighted by impressions; null without impressions. */
  position: z.number().int().nullable(),
});

export const ZGoogleKeywords = z.object({
  days: ZReportDays,
  domain: z.string().nullable(),
  totals: ZQueryFigures,
  rows: z.array(ZQueryFigures.extend({ query: z.string() })),
  series: ZSeries,
});
export type TGoogleKeywords = z.infer<typeof ZGoogleKeywords>;
