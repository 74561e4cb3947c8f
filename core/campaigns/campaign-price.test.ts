import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignPriceSen } from './campaign-price.ts';
import { ZCampaignProductInput } from './schema.ts';
import { english } from '../shared/english.ts';

describe('campaignPriceSen', () => {
  it('takes the typed price, or the percentage off the original rounded to the sen', () => {
    expect(campaignPriceSen(5000, { priceSen: 3999, percentBp: null })).toBe(3999);
    expect(campaignPriceSen(5000, { priceSen: null, percentBp: 1000 })).toBe(4500);
    expect(campaignPriceSen(999, { priceSen: null, percentBp: 3333 })).toBe(666);
    expect(campaignPriceSen(5000, { priceSen: 1, percentBp: 10_000 })).toBe(0);
  });

  it('a valid percentage never prices above the original nor below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 10_000 }), (original, percentBp) => {
        const price = campaignPriceSen(original, { priceSen: null, percentBp });
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(original);
      }),
    );
  });
});

describe('ZCampaignProductInput', () => {
  const issues = (row: object) => (ZCampaignProductInput.safeParse({ productId: 'p', ...row }).error?.issues ?? []).map((i) => [i.path.join('.'), english(i.message)]);

  it('refuses a percentage of 0, below 0, above 100% or not whole, with "Invalid percent not allowed"', () => {
    for (const percentBp of [0, -1, 10_001, 12.5]) expect(issues({ percentBp })).toEqual([['percentBp', 'Invalid percent not allowed']]);
    expect(issues({ percentBp: 10_000 })).toEqual([]);
  });

  it('needs a price when no percentage is given', () => {
    expect(issues({})).toEqual([['priceSen', 'Please enter the campaign price.']]);
    expect(issues({ priceSen: 0 })).toEqual([]);
  });
});
