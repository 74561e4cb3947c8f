import { msg } from '../shared/messages.ts';

/** Section 9: at most 5 product tags guide an AI description. */
export const AI_PRODUCT_LIMITS = { maxTags: 5, tagMaxChars: 50, notesMaxChars: 500 } as const;

/** An unlock costs 1 AI credit for the product's life; a description then costs 1 credit for each language after the first. */
export const AI_PRODUCT_COSTS = { unlock: 1, perExtraLanguage: 1 } as const;

/** Section 8, word for word in the locale files. */
export const AI_PRODUCT_MESSAGES = {
  languagesRequired: msg('aiProduct.languagesRequired'),
  tooManyTags: msg('aiProduct.tooManyTags'),
  notUnlocked: msg('aiProduct.notUnlocked'),
} as const;
