import { z } from 'zod';
import { term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';
import { BUSINESS_NATURE_IDS } from './business-natures.ts';
import { PROFILE_LIMITS as L } from './constants.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

/**
 * The classified listing (/profile/classified; the spec gives no content): whether the business
 * is listed in the directory of classifieds, under which category (a business nature), with a
 * title, a description and search keywords. A listed business needs a category and a title.
 */
export const ZClassifiedInput = z
  .object({
    listed: z.boolean().default(false),
    category: z.enum(BUSINESS_NATURE_IDS).nullable().default(null),
    title: optionalText(L.classifiedTitleMaxChars, term('profile.fields.classifiedTitle')),
    description: optionalText(L.classifiedDescriptionMaxChars, term('profile.fields.classifiedDescription')),
    keywords: z.array(z.string().trim().min(1).max(L.classifiedKeywordMaxChars, M.keywordTooLong)).max(L.classifiedKeywords, M.tooManyKeywords).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.listed && !input.category) ctx.addIssue({ code: 'custom', path: ['category'], message: M.classifiedCategory });
    if (input.listed && input.title === '') ctx.addIssue({ code: 'custom', path: ['title'], message: M.classifiedTitle });
    const keys = input.keywords.map((k) => k.toLowerCase());
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['keywords'], message: M.keywordRepeated });
  });
export type TClassifiedInput = z.infer<typeof ZClassifiedInput>;
export type TClassifiedFormValues = z.input<typeof ZClassifiedInput>;

/** What is stored (MerchantProfile.classified) and read back; a stored value of an older shape reads as not listed. */
export const ZClassified = z.object({
  listed: z.boolean().default(false),
  category: z.enum(BUSINESS_NATURE_IDS).nullable().default(null),
  title: z.string().default(''),
  description: z.string().default(''),
  keywords: z.array(z.string()).default([]),
});
export type TClassified = z.infer<typeof ZClassified>;
