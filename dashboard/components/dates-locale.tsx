import { useEffect, useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/**
 * dayjs's month and day names for each interface language but English (built in), fetched with
 * the language. Arabic keeps Western digits, as everywhere else in the dashboard: its dayjs
 * locale is taken without the step that writes Eastern Arabic digits.
 */
const DAYJS_LOCALES: Record<string, { name: string; load: () => Promise<{ default: ILocale }> }> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  ms: { name: 'ms', load: () => import('dayjs/locale/ms') },
  ar: { name: 'ar-latn', load: () => import('dayjs/locale/ar') },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  fr: { name: 'fr', load: () => import('dayjs/locale/fr') },
};

/** The dayjs locale of each language whose names have arrived: a screen opened later starts in them. */
const loaded = new Map<string, string>();

async function loadDayjsLocale(language: string): Promise<string> {
  const entry = DAYJS_LOCALES[language];
  if (!entry) return 'en';
  const { default: locale } = await entry.load();
  dayjs.locale({ ...locale, name: entry.name, postformat: undefined, preparse: undefined } as ILocale, undefined, true);
  loaded.set(language, entry.name);
  return entry.name;
}

/** The date pickers of a signed-in screen (app/router.tsx) in the interface's language (English until the names arrive). */
export function DatesInLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState(() => loaded.get(i18n.language) ?? 'en');
  useEffect(() => {
    let current = true;
    loadDayjsLocale(i18n.language).then(
      (name) => current && setLocale(name),
      () => current && setLocale('en'),
    );
    return () => {
      current = false;
    };
  }, [i18n.language]);
  return <DatesProvider settings={{ locale }}>{children}</DatesProvider>;
}
