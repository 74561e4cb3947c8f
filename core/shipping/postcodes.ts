import { allPostcodes } from 'malaysia-postcodes';
import type { TMyStateCode } from './constants.ts';

/** The package's state names, mapped to our stable codes; a test fails if it adds or renames one. */
export const PACKAGE_STATE_CODES: Readonly<Record<string, TMyStateCode>> = {
  Johor: 'JHR',
  Kedah: 'KDH',
  Kelantan: 'KTN',
  Melaka: 'MLK',
  'Negeri Sembilan': 'NSN',
  Pahang: 'PHG',
  'Pulau Pinang': 'PNG',
  Perak: 'PRK',
  Perlis: 'PLS',
  Selangor: 'SGR',
  Terengganu: 'TRG',
  Sabah: 'SBH',
  Sarawak: 'SWK',
  'Wp Kuala Lumpur': 'KUL',
  'Wp Labuan': 'LBN',
  'Wp Putrajaya': 'PJY',
};

let index: Map<string, TMyStateCode> | undefined;

/** Built on first use: the package only offers linear searches, and most callers never ask. */
function postcodeIndex(): Map<string, TMyStateCode> {
  if (index) return index;
  index = new Map();
  for (const state of allPostcodes) {
    const code = PACKAGE_STATE_CODES[state.name];
    if (!code) continue;
    for (const city of state.city) for (const postcode of city.postcode) index.set(postcode, code);
  }
  return index;
}

/** The state a Malaysian postcode belongs to, or null when the data does not know it. */
export const stateOfPostcode = (postcode: string): TMyStateCode | null => postcodeIndex().get(postcode.trim()) ?? null;
