import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../i18n/i18n.ts';

/** The Google keyword report's numbers in the interface language: counts, a rate in basis points as percent, a position in hundredths. */
export function useQueryFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const position = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return {
      count: (n: number) => count.format(n),
      ctr: (bp: number) => percent.format(bp / 10_000),
      position: (hundredths: number | null) => (hundredths === null ? '—' : position.format(hundredths / 100)),
    };
  }, [locale]);
}
