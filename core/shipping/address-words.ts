import { MY_STATES, type TMyStateCode } from './constants.ts';

/**
 * Addresses in words, never as the codes that are stored: a Malaysian state by the name in the
 * table of the spec's states, a country by the name of the Unicode CLDR data Node and every
 * browser carry, in a language (an Intl locale).
 */

/** A state's name: a Malaysian state's from its code ('SGR' is Selangor), any other state as written. */
export const stateName = (state: string): string => (Object.hasOwn(MY_STATES, state) ? MY_STATES[state as TMyStateCode].name : state);

/** A country's name from its ISO 3166 code ('MY' is Malaysia, or 马来西亚 in Chinese); a code no one knows stays as it is. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export interface PostalAddress {
  line?: string;
  postcode?: string;
  city?: string;
  state?: string;
  country?: string;
}

/** An address in words, its parts in the order a Malaysian envelope has them: '12 Jalan Kebun', '40000 Shah Alam', 'Selangor', 'Malaysia'. */
export function addressLines({ line, postcode, city, state, country }: PostalAddress, locale: string): string[] {
  return [line ?? '', [postcode, city].filter(Boolean).join(' '), stateName(state ?? ''), country ? countryName(country, locale) : ''].filter(Boolean);
}
