import { z } from 'zod';
import { STOREFRONT_LANGUAGES, suffixOf, type TStorefrontLanguage } from '../content/localized.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { AI_PRODUCT_LIMITS as L, AI_PRODUCT_MESSAGES as M } from './constants.ts';

const productId = z.string().min(1).max(64);
export const ZAiProductRef = z.object({ productId });

export const ZAiProductListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional() });
export const ZAiProductRow = z.object({ id: z.string(), nameEn: z.string(), sku: z.string(), unlocked: z.boolean(), detailEn: z.string(), detailCn: z.string(), detailBm: z.string() });
export type TAiProductRow = z.infer<typeof ZAiProductRow>;
export const ZAiProductPage = zPage(ZAiProductRow);

/** What a description is written from: the target languages (at least one), up to 5 product tags, and the merchant's notes. */
export const ZDescribeInput = z.object({
  productId,
  languages: z
    .array(z.enum(STOREFRONT_LANGUAGES), { error: M.languagesRequired })
    .min(1, M.languagesRequired)
    .transform((list) => STOREFRONT_LANGUAGES.filter((l) => list.includes(l))),
  tags: z.array(z.string().trim().min(1).max(L.tagMaxChars)).max(L.maxTags, M.tooManyTags).default([]),
  notes: z.string().trim().max(L.notesMaxChars).default(''),
});
export type TDescribeInput = z.input<typeof ZDescribeInput>;

/** The descriptions written, one per language asked ('' for the others). */
export const ZDescriptions = z.object({ detailEn: z.string(), detailCn: z.string(), detailBm: z.string() });
export type TDescriptions = z.infer<typeof ZDescriptions>;

/** The product's description field of a language: detailEn, detailCn, detailBm. */
export const descriptionField = (lang: TStorefrontLanguage): keyof TDescriptions => `detail${suffixOf(lang)}`;

/** The descriptions the merchant accepts: only the languages given replace the product's. */
export const ZApplyDescriptions = z.object({ productId, detailEn: z.string().optional(), detailCn: z.string().optional(), detailBm: z.string().optional() });
