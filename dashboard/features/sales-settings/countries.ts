/** The countries offered first in country pickers (Malaysia and its neighbours); any ISO code stays selectable once stored. */
const COMMON = ['MY', 'SG', 'BN', 'TH', 'ID', 'PH', 'VN', 'CN', 'HK', 'TW', 'JP', 'KR', 'AU', 'GB', 'US'];

/** Country options labelled in the interface language. */
export function countryOptions(language: string, current?: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const codes = current && !COMMON.includes(current) ? [...COMMON, current] : COMMON;
  return codes.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
}
