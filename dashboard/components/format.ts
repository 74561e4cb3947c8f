import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSen } from '../../core/shared/money-format.ts';
import { useSession } from '../app/session.tsx';
import { intlLocaleOf } from '../i18n/i18n.ts';

/** Dates and times in the merchant's time zone and the interface language. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const timeZone = user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const locale = intlLocaleOf(i18n.language);
  return useCallback(
    (value: Date | null | undefined, withTime = true) =>
      value
        ? new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', ...(withTime && { timeStyle: 'short' }) }).format(value)
        : '—',
    [locale, timeZone],
  );
}

/** Counts and points with the interface language's grouping, not the browser's. */
export function useCount(): (value: number) => string {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
}

export const formatMoney = formatSen;
