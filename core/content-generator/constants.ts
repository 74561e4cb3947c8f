import { msg } from '../shared/messages.ts';

/** The content generator's screens belong to the Manage module (spec: /manage/content-generator). */
export const CONTENT_GENERATOR_MODULE = 'manage';

/** What the website shows of the generator's content, each published on its own. */
export const GENERATED_KINDS = ['faq', 'return_policy', 'why_choose_us'] as const;
export type TGeneratedKind = (typeof GENERATED_KINDS)[number];

/** Not in the spec: lengths, and how much one generation asks for. */
export const CONTENT_GENERATOR_LIMITS = {
  titleMaxChars: 150,
  questionMaxChars: 300,
  answerMaxChars: 3_000,
  descriptionMaxChars: 1_000,
  policyMaxChars: 20_000,
  iconClassMaxChars: 60,
  urlMaxChars: 500,
  aboutMaxChars: 500,
  faqPerGeneration: 10,
  whyChooseUsPerGeneration: 6,
  categories: 50,
  itemsPerCategory: 100,
  whyChooseUsItems: 30,
} as const;

/** One AI credit per language a generation writes (section 9: more for several languages). */
export const CREDITS_PER_LANGUAGE = 1;

/** Section 5, word for word in the locale files. */
export const CONTENT_GENERATOR_MESSAGES = {
  categoryTitleRequired: msg('contentGenerator.categoryTitleRequired'),
  questionRequired: msg('contentGenerator.questionRequired'),
  answerRequired: msg('contentGenerator.answerRequired'),
  titleRequired: msg('contentGenerator.titleRequired'),
  descriptionRequired: msg('contentGenerator.descriptionRequired'),
  aboutRequired: msg('contentGenerator.aboutRequired'),
  languagesRequired: msg('contentGenerator.languagesRequired'),
  imageUrlInvalid: msg('contentGenerator.imageUrlInvalid'),
  tooManyCategories: msg('contentGenerator.tooManyCategories', { max: CONTENT_GENERATOR_LIMITS.categories }),
  tooManyItems: msg('contentGenerator.tooManyItems', { max: CONTENT_GENERATOR_LIMITS.itemsPerCategory }),
  tooManyWhyItems: msg('contentGenerator.tooManyWhyItems', { max: CONTENT_GENERATOR_LIMITS.whyChooseUsItems }),
} as const;
