import type { BUSINESS_NATURES } from '../../../core/profile/business-natures.ts';

/** A business nature's name in the interface language: Chinese and Malay have their own, the rest English. */
export const natureName = (nature: (typeof BUSINESS_NATURES)[number], language: string): string =>
  language.startsWith('zh') ? nature.cn : language.startsWith('ms') ? nature.bm : nature.en;
