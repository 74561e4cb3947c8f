import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Member phones are Malaysian or Singaporean; a number of any other country is refused. */
const COUNTRIES: readonly CountryCode[] = ['MY', 'SG'];
/**
 * Malaysians write their numbers at home with the trunk prefix 0 ('012-345 6789'); Singapore
 * numbers have none ('8123 4567'). So a number without a country code that starts with 0 is
 * read as Malaysian first, any other as Singaporean first (an eight-digit Singapore number is
 * often also a valid Malaysian landline without its 0).
 */
const LOCAL_ORDER: Record<'trunk' | 'plain', readonly CountryCode[]> = { trunk: ['MY', 'SG'], plain: ['SG', 'MY'] };
/** With its country code a number reads the same whatever the default country: one parse. */
const INTERNATIONAL: readonly CountryCode[] = ['MY'];

const PLUS = 0x2b;
const ZERO = 0x30;
/** One options object per country, made once: this runs for every row of files of a million rows. */
const PARSE_OPTIONS = new Map(COUNTRIES.map((country) => [country, { defaultCountry: country, extract: false }] as const));

/**
 * A Malaysian or Singapore phone number in E.164 ('+60123456789'), or null when the text is not
 * one. A number with a country code must be +60 or +65. libphonenumber-js's "min" metadata
 * validates by each country's number lengths and leading digits, which is all these two
 * countries need, and is the smallest of its metadata sets ("max" measured no faster here; see
 * docs/members-import.md).
 */
export function normalizePhone(text: string): string | null {
  const first = text.charCodeAt(0);
  const order = first === PLUS ? INTERNATIONAL : first === ZERO ? LOCAL_ORDER.trunk : LOCAL_ORDER.plain;
  for (const country of order) {
    // extract: false reads the cell as one number instead of searching text for one: quicker, and stricter.
    const parsed = parsePhoneNumberFromString(text, PARSE_OPTIONS.get(country));
    if (parsed && parsed.country !== undefined && COUNTRIES.includes(parsed.country) && parsed.isValid()) return parsed.number;
  }
  return null;
}
