import { z } from 'zod';
import type { Message } from '../shared/messages.ts';
import { optionalText, tooLongMessage } from '../shared/text-fields.ts';

/** The suffixes of a content text's three columns: English (the default and fallback), Chinese, Malay. */
export const CONTENT_LANGUAGES = ['En', 'Cn', 'Bm'] as const;
export type TContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The language a website asks for (platform.md: English is the default and the fallback). */
export const STOREFRONT_LANGUAGES = ['en', 'cn', 'bm'] as const;
export const ZStorefrontLanguage = z.enum(STOREFRONT_LANGUAGES).default('en');
export type TStorefrontLanguage = (typeof STOREFRONT_LANGUAGES)[number];

type Text = ReturnType<typeof optionalText>;
type Localized<F extends string> = { [K in `${F}En` | `${F}Cn` | `${F}Bm`]: Text };

/**
 * One text in the three languages as schema fields ({ titleEn, titleCn, titleBm }), each at most
 * max characters; given required (the message of an empty one), English may not be blank.
 */
export function localizedText<F extends string>(field: F, max: number, label: Message, required?: string): Localized<F> {
  const en = required ? z.string({ error: required }).trim().min(1, required).max(max, tooLongMessage(label, max)) : optionalText(max, label);
  return { [`${field}En`]: en, [`${field}Cn`]: optionalText(max, label), [`${field}Bm`]: optionalText(max, label) } as Localized<F>;
}

/** The column suffix of a language the website asks for: 'cn' is the Cn of titleCn. */
export const suffixOf = (lang: TStorefrontLanguage): TContentLanguage => CONTENT_LANGUAGES[STOREFRONT_LANGUAGES.indexOf(lang)]!;

/** A text in the language asked for, the English one where that translation is empty. */
export function inLanguage(row: Record<string, unknown>, field: string, lang: TStorefrontLanguage): string {
  const suffix = suffixOf(lang);
  const text = String(row[`${field}${suffix}`] ?? '');
  return text.trim() === '' ? String(row[`${field}En`] ?? '') : text;
}

/** The lower-cased text a list search matches: every language of the given fields. */
export const searchTextOf = (row: Record<string, unknown>, fields: readonly string[]): string =>
  fields
    .flatMap((f) => CONTENT_LANGUAGES.map((l) => String(row[`${f}${l}`] ?? '').trim()))
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

type LocalizedOut<F extends string> = { [K in `${F}En` | `${F}Cn` | `${F}Bm`]: z.ZodString };

/** One text in the three languages as output fields ({ titleEn, titleCn, titleBm }: strings). */
export const localizedOutput = <F extends string>(field: F): LocalizedOut<F> =>
  Object.fromEntries(CONTENT_LANGUAGES.map((l) => [`${field}${l}`, z.string()])) as LocalizedOut<F>;

/** A row's text in the three languages, as localizedOutput declares it. */
export const localizedValues = <F extends string>(row: Record<string, unknown>, field: F) =>
  Object.fromEntries(CONTENT_LANGUAGES.map((l) => [`${field}${l}`, String(row[`${field}${l}`] ?? '')])) as Record<`${F}En` | `${F}Cn` | `${F}Bm`, string>;
