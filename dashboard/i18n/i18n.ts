import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE } from '../app/storage-keys.ts';

/** English is the default and the fallback; Chinese and Malay cover the interface; Arabic, Spanish and French at least the menus. */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'zh', label: '中文', dir: 'ltr' },
  { code: 'ms', label: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Languages with every key of English (locales.test.ts holds them to it): they never fall back. */
const COMPLETE: readonly string[] = ['en', 'zh', 'ms'];

export const directionOf = (code: string): 'ltr' | 'rtl' => LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';

// Each language is its own chunk, fetched when chosen: together they weigh more than the rest of the first page.
const locales = import.meta.glob<ResourceKey>('./locales/*.json', { import: 'default' });

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, _namespace, done) {
    const load = locales[`./locales/${language}.json`];
    if (!load) return done(new Error(`No texts for language ${language}`), false);
    load().then((texts) => done(null, texts), (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false));
  },
};

const stored = localStorage.getItem(STORAGE.language);
const initial = LANGUAGES.some((l) => l.code === stored) ? stored! : 'en';

/** Resolves once the chosen language's texts (and English, where it falls back) have arrived: the app renders after it. */
export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: initial,
    fallbackLng: (code) => (COMPLETE.includes(code) ? [] : ['en']),
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export function setLanguage(code: LanguageCode): void {
  localStorage.setItem(STORAGE.language, code);
  void i18n.changeLanguage(code);
}

export default i18n;
