import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadChunk } from '../app/chunk-load.ts';
import { STORAGE } from '../app/storage-keys.ts';
import { interpolation } from './bidi.ts';
import { mergeTexts, type TextPart, type Texts } from './text-parts.ts';

/**
 * English is the default and the fallback; Chinese, Malay and Arabic cover the interface; Spanish
 * and French the menus. intl is the locale of numbers and dates: digits stay Western in every
 * language (Arabic asks for them with -u-nu-latn).
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr', intl: 'en-MY' },
  { code: 'zh', label: '中文', dir: 'ltr', intl: 'zh-CN' },
  { code: 'ms', label: 'Bahasa Melayu', dir: 'ltr', intl: 'ms-MY' },
  { code: 'ar', label: 'العربية', dir: 'rtl', intl: 'ar-u-nu-latn' },
  { code: 'es', label: 'Español', dir: 'ltr', intl: 'es' },
  { code: 'fr', label: 'Français', dir: 'ltr', intl: 'fr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Languages with every key of English (locales.test.ts holds them to it): they never fall back. */
const COMPLETE: readonly string[] = ['en', 'zh', 'ms', 'ar'];

export const directionOf = (code: string): 'ltr' | 'rtl' => LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
export const intlLocaleOf = (code: string): string => LANGUAGES.find((l) => l.code === code)?.intl ?? 'en-MY';

// Each language's texts are two chunks, fetched when the language is chosen: the part a first
// page shows, and the rest, wanted from the first screen beyond those pages on (text-parts.ts).
const parts: Record<TextPart, Record<string, () => Promise<Texts>>> = {
  first: import.meta.glob<Texts>('./locales/*.json', { import: 'default', query: '?texts=first' }),
  rest: import.meta.glob<Texts>('./locales/*.json', { import: 'default', query: '?texts=rest' }),
};
let wantsAll = false;

function loadPart(language: string, part: TextPart): Promise<Texts> {
  const load = parts[part][`./locales/${language}.json`];
  // A language's chunk that has not arrived in 120 s fails like any other (chunk-load.ts).
  return load ? loadChunk(load) : Promise.reject(new Error(`No texts for language ${language}`));
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, _namespace, done) {
    const all = wantsAll;
    Promise.all([loadPart(language, 'first'), all ? loadPart(language, 'rest') : {}]).then(
      ([first, rest]) => {
        if (all) hasRest.add(language);
        done(null, mergeTexts(first, rest));
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const hasRest = new Set<string>();

/** Adds the rest of the texts of the language shown (and of English, where it falls back), and of every language chosen later: a screen beyond the first pages waits for it. */
export async function loadAllTexts(): Promise<void> {
  wantsAll = true;
  // The router asks as it starts, while the first part may still be on its way.
  await i18nReady;
  const codes = i18n.languages.filter((code) => !hasRest.has(code));
  const rests = await Promise.all(codes.map((code) => loadPart(code, 'rest')));
  codes.forEach((code, i) => {
    i18n.addResourceBundle(code, 'translation', rests[i], true, true);
    hasRest.add(code);
  });
}

const stored = localStorage.getItem(STORAGE.language);
const initial = LANGUAGES.some((l) => l.code === stored) ? stored! : 'en';

// The page's direction and language follow the chosen language, from the first render on
// (Mantine's DirectionProvider follows the dir attribute).
i18n.on('languageChanged', (code) => {
  document.documentElement.dir = directionOf(code);
  document.documentElement.lang = code;
});

/** Resolves once the chosen language's texts (and English, where it falls back) have arrived: the app renders after it. */
export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: initial,
    fallbackLng: (code) => (COMPLETE.includes(code) ? [] : ['en']),
    load: 'currentOnly',
    interpolation: interpolation(() => directionOf(i18n.language) === 'rtl'),
    returnNull: false,
  });

// {{count, number}} in the texts: the language's own grouping, with Western digits.
i18n.services.formatter?.add('number', (value: number, code: string | undefined, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocaleOf(code ?? i18n.language), options).format(value),
);

export function setLanguage(code: LanguageCode): void {
  localStorage.setItem(STORAGE.language, code);
  void i18n.changeLanguage(code);
}

export default i18n;
