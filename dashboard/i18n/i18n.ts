import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import zh from './locales/zh.json';
import ms from './locales/ms.json';
import ar from './locales/ar.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
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

export const directionOf = (code: string): 'ltr' | 'rtl' => LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';

const stored = localStorage.getItem(STORAGE.language);
const initial = LANGUAGES.some((l) => l.code === stored) ? stored! : 'en';

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh }, ms: { translation: ms }, ar: { translation: ar }, es: { translation: es }, fr: { translation: fr } },
  lng: initial,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(code: LanguageCode): void {
  localStorage.setItem(STORAGE.language, code);
  void i18n.changeLanguage(code);
}

export default i18n;
