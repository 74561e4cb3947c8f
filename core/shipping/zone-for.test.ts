import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionsForAddress, zoneFor, type Address, type ShippingOption, type ZoneRules } from './calculator.ts';
import { MY_STATE_CODES } from './constants.ts';
import { ZShippingOptionInput, type TShippingOptionInputRaw } from './schema.ts';

const zone = (id: string, over: Partial<ZoneRules> = {}): ZoneRules => ({ id, countryCode: 'MY', stateCodes: [], postcodes: [], status: 'enabled', ...over });
const shahAlam: Address = { country: 'MY', state: 'SGR', postcode: '40170' };

describe('zoneFor', () => {
  const country = zone('c', {});
  const state = zone('s', { stateCodes: ['SGR', 'KUL'] });
  const postcode = zone('p', { postcodes: ['40170', '40000'] });

  it('prefers postcode over state over country', () => {
    expect(zoneFor(shahAlam, [country, state, postcode])?.id).toBe('p');
    expect(zoneFor({ ...shahAlam, postcode: '47000' }, [country, state, postcode])?.id).toBe('s');
    expect(zoneFor({ country: 'MY', state: 'JHR', postcode: '80000' }, [country, state, postcode])?.id).toBe('c');
  });

  it('skips disabled zones and other countries; no match is null', () => {
    expect(zoneFor(shahAlam, [zone('p', { postcodes: ['40170'], status: 'disabled' }), state])?.id).toBe('s');
    expect(zoneFor(shahAlam, [zone('sg', { countryCode: 'SG' })])).toBeNull();
    expect(zoneFor({ country: 'MY', state: 'JHR', postcode: '80000' }, [state, postcode])).toBeNull();
  });

  it('matches codes whatever their case and spaces', () => {
    expect(zoneFor({ country: ' my ', state: 'sgr', postcode: ' 47000 ' }, [state])?.id).toBe('s');
  });

  it('breaks ties by the narrower zone, then the smaller id', () => {
    const wide = zone('a', { stateCodes: ['SGR', 'KUL', 'PJY'] });
    const narrow = zone('b', { stateCodes: ['SGR'] });
    expect(zoneFor(shahAlam, [wide, narrow])?.id).toBe('b');
    expect(zoneFor(shahAlam, [zone('y'), zone('x')])?.id).toBe('x');
  });

  const postcodeArb = fc.integer({ min: 1000, max: 99_999 }).map((n) => String(n).padStart(5, '0'));
  const world = fc.record({
    postcode: postcodeArb,
    state: fc.constantFrom(...MY_STATE_CODES),
    otherPostcodes: fc.array(postcodeArb, { maxLength: 5 }),
    otherStates: fc.subarray(MY_STATE_CODES),
    ids: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 6, maxLength: 6 }),
    seed: fc.nat(),
  });

  it('property: with postcode, state and country zones all matching, postcode wins, then state', () => {
    fc.assert(
      fc.property(world, ({ postcode, state, otherPostcodes, otherStates, ids, seed }) => {
        const [pId = '', sId = '', cId = '', n1 = '', n2 = '', n3 = ''] = ids;
        const address = { country: 'MY', state, postcode };
        const byPostcode = zone(pId, { postcodes: [...otherPostcodes, postcode], stateCodes: otherStates });
        const byState = zone(sId, { stateCodes: [...otherStates.filter((s) => s !== state), state] });
        const byCountry = zone(cId);
        const noise = [zone(n1, { countryCode: 'SG' }), zone(n2, { postcodes: [postcode], status: 'disabled' }), zone(n3, { stateCodes: [state], status: 'disabled' })];
        const all = [byPostcode, byState, byCountry, ...noise];
        const shuffled = all.map((z, i) => ({ z, k: (i * 7919 + seed) % 101 })).sort((a, b) => a.k - b.k).map((x) => x.z);
        expect(zoneFor(address, shuffled)?.id).toBe(pId);
        expect(zoneFor(address, shuffled.filter((z) => z !== byPostcode))?.id).toBe(sId);
        expect(zoneFor(address, [byCountry, ...noise])?.id).toBe(cId);
      }),
    );
  });
});

describe('optionsForAddress', () => {
  const option = (id: string, raw: Partial<TShippingOptionInputRaw>): ShippingOption => ({
    id,
    ...ZShippingOptionInput.parse({ titleEn: `Option ${id}`, ...raw }),
  });
  const zones = [zone('klang', { stateCodes: ['SGR', 'KUL'] }), zone('my')];
  const options = [
    option('o1', { zoneId: 'klang', type: 'one_time', sort: 2, charge: { form: 'one_time', amountSen: 800, freeAboveSen: 10_000 } }),
    option('o2', { zoneId: 'klang', type: 'quote_shipping', sort: 1, titleEn: 'Lorry', cod: true }),
    option('o3', { zoneId: 'klang', type: 'free_shipping', status: 'disabled' }),
    option('o4', { zoneId: 'my', type: 'free_shipping' }),
    option('o5', { zoneId: 'klang', type: 'weight', charge: { form: 'weight_range', ranges: [{ minGrams: 0, maxGrams: 2000, amountSen: 600 }] } }),
    option('o6', { zoneId: 'klang', type: 'free_shipping', sort: 1, titleEn: 'Bike' }),
  ];
  const cart = { subtotalSen: 5000, weightGrams: 2500, itemCount: 2 };

  it("lists the chosen zone's enabled options that can carry the cart in the merchant's order, with charge and COD", () => {
    const result = optionsForAddress(shahAlam, zones, options, cart);
    expect(result.zoneId).toBe('klang');
    expect(result.options.map((o) => [o.id, o.charge, o.cod])).toEqual([
      ['o6', { status: 'priced', sen: 0 }, false],
      ['o2', { status: 'quote' }, true],
      ['o1', { status: 'priced', sen: 800 }, false],
    ]);
    expect(optionsForAddress(shahAlam, zones, [...options].reverse(), cart)).toEqual(result);
  });

  it('offers a weight-range option once the weight falls in a range', () => {
    const ids = optionsForAddress(shahAlam, zones, options, { ...cart, weightGrams: 2000 }).options.map((o) => o.id);
    expect(ids).toEqual(['o5', 'o6', 'o2', 'o1']);
  });

  it('falls back to the country zone, and offers nothing without a zone', () => {
    expect(optionsForAddress({ country: 'MY', state: 'JHR', postcode: '80000' }, zones, options, cart).options.map((o) => o.id)).toEqual(['o4']);
    expect(optionsForAddress({ country: 'SG', state: '', postcode: '018956' }, zones, options, cart)).toEqual({ zoneId: null, options: [] });
  });
});
