import { allPostcodes, getStates } from 'malaysia-postcodes';
import { describe, expect, it } from 'vitest';
import { MY_POSTCODE, MY_STATE_CODES } from './constants.ts';
import { PACKAGE_STATE_CODES, stateOfPostcode } from './postcodes.ts';

describe('Malaysian postcodes', () => {
  it('place a capital postcode of every state and territory', () => {
    const capitals = {
      '80000': 'JHR',
      '05000': 'KDH',
      '15000': 'KTN',
      '75000': 'MLK',
      '70000': 'NSN',
      '25000': 'PHG',
      '10000': 'PNG',
      '30000': 'PRK',
      '01000': 'PLS',
      '40170': 'SGR',
      '20000': 'TRG',
      '88000': 'SBH',
      '93000': 'SWK',
      '50000': 'KUL',
      '87000': 'LBN',
      '62000': 'PJY',
    };
    for (const [postcode, state] of Object.entries(capitals)) {
      expect(stateOfPostcode(postcode)).toBe(state);
    }
    expect(new Set(Object.values(capitals))).toEqual(new Set(MY_STATE_CODES));
  });

  it('know nothing of unknown or malformed postcodes, and ignore surrounding spaces', () => {
    for (const postcode of ['99999', '00000', '5000', '500000', 'ABCDE', '']) {
      expect(stateOfPostcode(postcode)).toBeNull();
    }
    expect(stateOfPostcode(' 50000 ')).toBe('KUL');
  });

  it('map every state the package names, and every code to one of them', () => {
    expect(getStates().every((name) => Object.hasOwn(PACKAGE_STATE_CODES, name))).toBe(true);
    expect(new Set(Object.values(PACKAGE_STATE_CODES))).toEqual(new Set(MY_STATE_CODES));
  });

  it('every postcode of the data is well formed and known', () => {
    const postcodes = allPostcodes.flatMap((s) => s.city.flatMap((c) => c.postcode));
    expect(postcodes.length).toBeGreaterThan(2000);
    expect(postcodes.every((p) => MY_POSTCODE.test(p) && stateOfPostcode(p) !== null)).toBe(true);
  });
});
