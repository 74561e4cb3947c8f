import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../i18n/i18n.ts';

/**
 * A merchant's calendar day ('YYYY-MM-DD', already in the merchant's time zone) in the interface
 * language: read at midnight UTC and written in UTC, so no zone moves it to another day.
 */
export function useCalendarDay(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  const key = JSON.stringify(options);
  return useCallback(
    (day: string) => new Intl.DateTimeFormat(locale, { ...(JSON.parse(key) as Intl.DateTimeFormatOptions), timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    [locale, key],
  );
}
