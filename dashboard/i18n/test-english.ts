import i18n from 'i18next';
import en from './locales/en.json';

/**
 * The interface in English for the unit tests of screens' helpers, which word core's messages
 * with i18next (main.tsx starts the real instance with the chosen language).
 */
export const inEnglish = () => i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
