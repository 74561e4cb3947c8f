import { z } from 'zod';
import { localizedOutput, localizedText, STOREFRONT_LANGUAGES, ZStorefrontLanguage } from '../content/localized.ts';
import { term } from '../shared/messages.ts';
import { optionalText, tooLongMessage } from '../shared/text-fields.ts';
import { CONTENT_GENERATOR_LIMITS as L, CONTENT_GENERATOR_MESSAGES as M, GENERATED_KINDS } from './constants.ts';

const id = z.string().min(1).max(64);
const sort = z.number().int().min(0).max(1_000_000).default(0);
const required = (message: string, max: number, label: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(term(label), max));

export const ZId = z.object({ id });

export const ZFaqCategoryInput = z.object({ ...localizedText('title', L.titleMaxChars, term('fields.contentGenerator.categoryTitle'), M.categoryTitleRequired), sort });
export type TFaqCategoryInput = z.input<typeof ZFaqCategoryInput>;
export const ZSaveFaqCategory = z.object({ id: id.nullable().default(null), category: ZFaqCategoryInput });

export const ZFaqItemInput = z.object({
  question: required(M.questionRequired, L.questionMaxChars, 'fields.contentGenerator.question'),
  answer: required(M.answerRequired, L.answerMaxChars, 'fields.contentGenerator.answer'),
  sort,
});
export type TFaqItemInput = z.input<typeof ZFaqItemInput>;
export const ZSaveFaqItem = z.object({ id: id.nullable().default(null), categoryId: id, item: ZFaqItemInput });

export const ZFaqItem = z.object({ id: z.string(), question: z.string(), answer: z.string(), sort: z.number().int() });
export const ZFaqCategory = z.object({ id: z.string(), ...localizedOutput('title'), sort: z.number().int(), items: z.array(ZFaqItem) });
export type TFaqCategory = z.infer<typeof ZFaqCategory>;
export const ZFaq = z.object({ published: z.boolean(), categories: z.array(ZFaqCategory) });
export type TFaq = z.infer<typeof ZFaq>;

export const ZReturnPolicy = z.object({ ...localizedText('content', L.policyMaxChars, term('fields.contentGenerator.policy')), published: z.boolean().default(false) });
export type TReturnPolicy = z.output<typeof ZReturnPolicy>;
export type TReturnPolicyInput = z.input<typeof ZReturnPolicy>;

export const ZWhyChooseUsInput = z.object({
  ...localizedText('title', L.titleMaxChars, term('fields.contentGenerator.title'), M.titleRequired),
  ...localizedText('description', L.descriptionMaxChars, term('fields.contentGenerator.description'), M.descriptionRequired),
  imageUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: M.imageUrlInvalid }).max(L.urlMaxChars, M.imageUrlInvalid)]).default(''),
  iconClass: optionalText(L.iconClassMaxChars, term('fields.contentGenerator.iconClass')),
  sort,
});
export type TWhyChooseUsInput = z.input<typeof ZWhyChooseUsInput>;
export const ZSaveWhyChooseUs = z.object({ id: id.nullable().default(null), item: ZWhyChooseUsInput });
export const ZWhyChooseUsItem = z.object({ id: z.string(), ...localizedOutput('title'), ...localizedOutput('description'), imageUrl: z.string(), iconClass: z.string(), sort: z.number().int() });
export type TWhyChooseUsItem = z.infer<typeof ZWhyChooseUsItem>;
export const ZWhyChooseUs = z.object({ published: z.boolean(), items: z.array(ZWhyChooseUsItem) });
export type TWhyChooseUs = z.infer<typeof ZWhyChooseUs>;

export const ZSetPublished = z.object({ kind: z.enum(GENERATED_KINDS), published: z.boolean() });

/** The generator's hub: what each kind holds, whether the website shows it, and the AI credits left. */
export const ZGeneratorOverview = z.object({
  faq: z.object({ published: z.boolean(), categories: z.number().int(), items: z.number().int() }),
  returnPolicy: z.object({ published: z.boolean(), written: z.boolean() }),
  whyChooseUs: z.object({ published: z.boolean(), items: z.number().int() }),
  credits: z.number().int(),
});
export type TGeneratorOverview = z.infer<typeof ZGeneratorOverview>;

const about = z.string({ error: M.aboutRequired }).trim().min(1, M.aboutRequired).max(L.aboutMaxChars, tooLongMessage(term('fields.contentGenerator.about'), L.aboutMaxChars));
const ZLanguage = z.enum(STOREFRONT_LANGUAGES);
export type TGeneratorLanguage = z.infer<typeof ZLanguage>;
const languages = z
  .array(ZLanguage, { error: M.languagesRequired })
  .min(1, M.languagesRequired)
  .transform((list) => STOREFRONT_LANGUAGES.filter((l) => list.includes(l)));

/** FAQ entries about a subject, in one language (1 credit): suggestions the merchant picks from. */
export const ZGenerateFaq = z.object({ about, count: z.number().int().min(1).max(L.faqPerGeneration).default(5), language: ZLanguage.default('en') });
export const ZFaqSuggestions = z.object({ items: z.array(z.object({ question: z.string(), answer: z.string() })) });
export type TFaqSuggestions = z.infer<typeof ZFaqSuggestions>;

/** A return and refund policy in the languages asked (1 credit each): texts the merchant edits before saving. */
export const ZGenerateReturnPolicy = z.object({ about, languages });
export const ZPolicySuggestion = z.object({ contentEn: z.string(), contentCn: z.string(), contentBm: z.string() });
export type TPolicySuggestion = z.infer<typeof ZPolicySuggestion>;

/** Why-choose-us items in the languages asked (1 credit each). */
export const ZGenerateWhyChooseUs = z.object({ about, count: z.number().int().min(1).max(L.whyChooseUsPerGeneration).default(3), languages });
export const ZWhySuggestions = z.object({ items: z.array(ZWhyChooseUsItem.omit({ id: true, imageUrl: true, iconClass: true, sort: true })) });
export type TWhySuggestions = z.infer<typeof ZWhySuggestions>;

export const ZStorefrontLang = z.object({ lang: ZStorefrontLanguage });
export const ZPublicFaq = z.array(z.object({ title: z.string(), items: z.array(z.object({ question: z.string(), answer: z.string() })) }));
export const ZPublicPolicy = z.object({ content: z.string() }).nullable();
export const ZPublicWhyChooseUs = z.array(z.object({ title: z.string(), description: z.string(), imageUrl: z.string(), iconClass: z.string() }));
