import type { TStorefrontLanguage } from '../content/localized.ts';

/** How a prompt names each language the website is written in. */
export const PROMPT_LANGUAGE: Record<TStorefrontLanguage, string> = { en: 'English', cn: 'Simplified Chinese', bm: 'Bahasa Melayu' };
