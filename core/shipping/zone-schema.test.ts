import { describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES as M } from './constants.ts';
import { ZShippingZoneInput, zonePostcodeProblem } from './zone-schema.ts';
import { english } from '../shared/english.ts';

/** Field path -> messages, as the zone form shows them. */
function issues(input: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of ZShippingZoneInput.safeParse(input).error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(english(issue.message));
  return out;
}

describe('shipping zone', () => {
  const zone = { name: 'Klang Valley', stateCodes: ['SGR', 'KUL'], postcodes: ['40170'] };

  it('defaults to Malaysia, enabled, and normalises codes', () => {
    expect(ZShippingZoneInput.parse({ name: ' West ', stateCodes: ['sgr'] })).toEqual({ name: 'West', countryCode: 'MY', stateCodes: ['SGR'], postcodes: [], status: 'enabled' });
    expect(issues(zone)).toEqual({});
  });

  it('needs a name, with the spec wording', () => {
    expect(issues({ ...zone, name: '   ' })).toEqual({ name: [english(M.zoneNameRequired)] });
    expect(issues({ stateCodes: [] })).toEqual({ name: [english(M.zoneNameRequired)] });
  });

  it('takes Malaysian states from the list and postcodes of 5 digits, each once', () => {
    expect(issues({ ...zone, stateCodes: ['SGR', 'XYZ'] })).toEqual({ 'stateCodes.1': [english(M.stateUnknown)] });
    expect(issues({ ...zone, postcodes: ['4017', '40170'] })).toEqual({ 'postcodes.0': [english(M.postcodeInvalid)] });
    expect(issues({ ...zone, postcodes: ['40170', '40170'] })).toEqual({ postcodes: [english(M.postcodeRepeated)] });
    expect(issues({ ...zone, stateCodes: ['SGR', 'sgr'] })).toEqual({ stateCodes: [english(M.stateRepeated)] });
  });

  it('refuses a Malaysian postcode the postcode data does not know, naming it', () => {
    expect(issues({ ...zone, postcodes: ['40170', '99999', '40999'] })).toEqual({
      'postcodes.1': ['Postcode 99999 does not exist in Malaysia.'],
      'postcodes.2': ['Postcode 40999 does not exist in Malaysia.'],
    });
  });

  it('refuses a postcode outside the states the zone lists, and takes any known one when it lists none', () => {
    expect(issues({ name: 'Selangor', stateCodes: ['SGR'], postcodes: ['40170', '80000'] })).toEqual({
      'postcodes.1': ['Postcode 80000 is in Johor, which this zone does not list.'],
    });
    expect(issues({ name: 'Anywhere', postcodes: ['40170', '80000', '50450'] })).toEqual({});
    expect(zonePostcodeProblem('50450', ['SGR', 'KUL'])).toBeNull();
  });

  it('leaves other countries their own state and postcode formats', () => {
    expect(issues({ name: 'Singapore', countryCode: 'sg', postcodes: ['018956'] })).toEqual({});
    expect(issues({ name: 'Nowhere', countryCode: 'MYS' })).toEqual({ countryCode: [english(M.countryInvalid)] });
  });
});
