import { MY_STATES } from '../../core/shipping/constants.ts';
import { countryName } from '../../core/shipping/address-words.ts';

// Addresses in words live in core (checkout writes a billing address with them); time zones and pickers here.
export { addressLines, countryName, stateName, type PostalAddress } from '../../core/shipping/address-words.ts';

/** The countries offered first in country pickers (Malaysia and its neighbours); any ISO code stays selectable once stored. */
const COMMON_COUNTRIES = ['MY', 'SG', 'BN', 'TH', 'ID', 'PH', 'VN', 'CN', 'HK', 'TW', 'JP', 'KR', 'AU', 'GB', 'US'];

/** Country options by name, with the code to type as well: 'Malaysia (MY)'. */
export function countryOptions(locale: string, current?: string): { value: string; label: string }[] {
  const codes = current && !COMMON_COUNTRIES.includes(current) ? [...COMMON_COUNTRIES, current] : COMMON_COUNTRIES;
  return codes.map((code) => ({ value: code, label: `${countryName(code, locale)} (${code})` }));
}

/** Malaysia's states by name, their codes as values. */
export const MY_STATE_OPTIONS = Object.entries(MY_STATES).map(([code, state]) => ({ value: code, label: state.name }));

/**
 * A time zone's name and its offset from UTC at a moment: { name: 'Malaysia Time', offset: '+8' }.
 * The name is empty for a zone CLDR has none for (it would only repeat the offset).
 */
export function timeZoneParts(timeZone: string, locale: string, at: Date = new Date()): { name: string; offset: string } {
  const part = (loc: string, timeZoneName: 'long' | 'shortOffset') =>
    new Intl.DateTimeFormat(loc, { timeZone, timeZoneName }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  // The offset always in English digits and form: 'GMT+8', 'GMT+5:30', or 'GMT' for UTC itself.
  const offset = part('en', 'shortOffset').replace(/^GMT/, '');
  const name = part(locale, 'long');
  return { name: /\d/.test(name) ? '' : name, offset };
}
