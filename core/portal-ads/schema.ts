import { z } from 'zod';
import { isFullUrl } from '../profile/contact-schema.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { PORTAL_AD_LIMITS as L, PORTAL_AD_MESSAGES as M, PORTAL_AD_STATE_NAMES } from './constants.ts';

const id = z.string().min(1).max(64);

/** The key a keyword is unique and found by: trimmed, inner spaces collapsed, lower-cased. */
export const keywordKeyOf = (keyword: string): string => keyword.trim().replace(/\s+/g, ' ').toLowerCase();

/** A real calendar day 'YYYY-MM-DD' (not 2026-02-30). */
const day = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), message);

const ZKeyword = z.string({ error: M.keywordRequired }).trim().min(1, M.keywordRequired).max(L.keywordMaxChars, M.keywordTooLong);

/** Spec section 5: image, at least one keyword and the URL are required; the URL is http(s); the last day is not before the first. */
export const ZPortalAdInput = z
  .object({
    /** An upload of purpose 'portal-ad-image'. */
    imageUploadId: z.string({ error: M.imageRequired }).trim().min(1, M.imageRequired).max(64, M.imageUnknown),
    keywords: z
      .array(ZKeyword, { error: M.keywordRequired })
      .min(1, M.keywordRequired)
      .max(L.keywordsMax, M.keywordsTooMany)
      .refine((list) => new Set(list.map(keywordKeyOf)).size === list.length, M.keywordRepeated),
    url: z.string({ error: M.urlRequired }).trim().min(1, M.urlRequired).max(L.urlMaxChars, M.urlInvalid).refine(isFullUrl, M.urlInvalid),
    startDate: day(M.startDate),
    endDate: day(M.endDate),
  })
  .refine((ad) => ad.endDate >= ad.startDate, { message: M.endBeforeStart, path: ['endDate'] });
export type TPortalAdInput = z.input<typeof ZPortalAdInput>;
export type TPortalAdValues = z.output<typeof ZPortalAdInput>;

export const ZPortalAdId = z.object({ id });
export const ZUpdatePortalAdInput = z.object({ id, ad: ZPortalAdInput });

export const ZPortalAdListInput = ZPageInput.extend({
  /** Words of a keyword or the URL. */
  search: z.string().trim().max(L.searchMaxChars).default(''),
  state: z.enum([...PORTAL_AD_STATE_NAMES, 'all']).default('all'),
});
export type TPortalAdListInput = z.input<typeof ZPortalAdListInput>;

const ZState = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

export const ZPortalAd = z.object({
  id: z.string(),
  imageUploadId: z.string(),
  image: z.string(),
  thumbnail: z.string(),
  keywords: z.array(z.string()),
  url: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  state: ZState,
  impressions: z.number().int(),
  clicks: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TPortalAd = z.infer<typeof ZPortalAd>;
export const ZPortalAdPage = zPage(ZPortalAd);

/** What the portal asks: the ads of a keyword a visitor searched. */
export const ZPortalAdsInput = z.object({ keyword: ZKeyword });
export const ZServedAd = z.object({ id: z.string(), image: z.string(), url: z.string(), keyword: z.string() });
export type TServedAd = z.infer<typeof ZServedAd>;
export const ZPortalClickInput = z.object({ id });
export const ZPortalClick = z.object({ url: z.string() });
