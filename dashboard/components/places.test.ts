import { describe, expect, it } from 'vitest';
import { addressLines, countryName, countryOptions, stateName, timeZoneParts } from './places.ts';

describe('places in words', () => {
  it('names a Malaysian state from its code and keeps any other state as written', () => {
    expect(stateName('SGR')).toBe('Selangor');
    expect(stateName('KUL')).toBe('Kuala Lumpur');
    expect(stateName('Johor')).toBe('Johor');
    expect(stateName('toString')).toBe('toString');
  });

  it('names a country in the interface language from its code', () => {
    expect(countryName('MY', 'en-MY')).toBe('Malaysia');
    expect(countryName('sg', 'en-MY')).toBe('Singapore');
    expect(countryName('MY', 'zh-CN')).toBe('马来西亚');
    expect(countryName('MY', 'ms-MY')).toBe('Malaysia');
    expect(countryName('XX', 'en-MY')).toBe('XX');
    expect(countryOptions('en-MY', 'FR').at(-1)).toEqual({ value: 'FR', label: 'France (FR)' });
  });

  it('writes an address without codes: "Petaling Jaya, SGR, MY" is Petaling Jaya, Selangor, Malaysia', () => {
    expect(addressLines({ line: '8 Jalan SS2/24', postcode: '47300', city: 'Petaling Jaya', state: 'SGR', country: 'MY' }, 'en-MY')).toEqual([
      '8 Jalan SS2/24',
      '47300 Petaling Jaya',
      'Selangor',
      'Malaysia',
    ]);
    expect(addressLines({ city: 'Singapore', country: 'SG' }, 'zh-CN')).toEqual(['Singapore', '新加坡']);
  });

  it('describes a time zone by its name and its offset from UTC', () => {
    const at = new Date('2026-11-20T04:00:00Z');
    expect(timeZoneParts('Asia/Kuala_Lumpur', 'en-MY', at)).toEqual({ name: 'Malaysia Time', offset: '+8' });
    expect(timeZoneParts('Asia/Kuala_Lumpur', 'zh-CN', at)).toEqual({ name: '马来西亚时间', offset: '+8' });
    expect(timeZoneParts('Asia/Kolkata', 'en-MY', at).offset).toBe('+5:30');
    // Summer time where it applies: London is UTC+1 in July.
    expect(timeZoneParts('Europe/London', 'en-MY', new Date('2026-07-01T12:00:00Z'))).toEqual({ name: 'British Summer Time', offset: '+1' });
  });
});
