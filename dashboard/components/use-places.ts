import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../i18n/i18n.ts';
import { addressLines, countryName, countryOptions, timeZoneParts, type PostalAddress } from './places.ts';

/** Places and time zones in words in the interface language (see places.ts). */
export function usePlaces() {
  const { t, i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return useMemo(
    () => ({
      /** An address's lines: street, postcode and city, state, country. */
      address: (parts: PostalAddress): string[] => addressLines(parts, locale),
      country: (code: string): string => countryName(code, locale),
      /** A country picker's options, the stored one included. */
      countryOptions: (current?: string) => countryOptions(locale, current),
      /** 'Malaysia Time (UTC+8)', never 'Asia/Kuala_Lumpur'. */
      timeZone: (timeZone: string): string => {
        const { name, offset } = timeZoneParts(timeZone, locale);
        return name ? t('dates.timeZone', { name, offset }) : t('dates.utcOffset', { offset });
      },
    }),
    [t, locale],
  );
}
