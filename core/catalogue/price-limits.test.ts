import { describe, expect, it } from 'vitest';
import { english } from '../shared/english.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { parseRinggit } from '../shared/money.ts';
import { parseWholesale } from './bulk/product-cells.ts';
import { PRODUCT_COLUMNS } from './bulk/product-columns.ts';
import { validateProduct } from './bulk/product-validation.ts';
import { ZProductInput, type TProductInputRaw } from './product-schema.ts';
import { ZSkuPatch } from './sku-patch.ts';

/**
 * A price above MONEY_LIMITS.priceSen is refused with the maximum named, the same way whether it
 * comes from the product form, a quick edit or mass-update row (ZSkuPatch), or an import row
 * (validateProduct judges it by the form's schema).
 */

const TOO_MUCH = 'Price must be at most RM 1,000,000.00.';
const base: TProductInputRaw = {
  sku: 'SKU-1',
  nameEn: 'Cotton shirt',
  detailEn: 'A soft cotton shirt for everyday wear.',
  categoryIds: ['cat1'],
  images: [{ url: 'https://cdn.kedai.example.my/shirt.jpg' }],
  priceSen: 2990,
  logistics: [{ logistic: 'delivery', enabled: true }],
};
/** Field path -> the first message on it, as the form shows it in English. */
function issues(input: TProductInputRaw): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of ZProductInput.safeParse(input).error?.issues ?? []) out[issue.path.join('.')] ??= english(issue.message);
  return out;
}

describe('price maxima', () => {
  it('the form takes the largest price and names the maximum above it; a negative price and one with more than two decimals say so', () => {
    expect(MONEY_LIMITS.priceSen).toBe(100_000_000);
    expect(issues({ ...base, priceSen: MONEY_LIMITS.priceSen })).toEqual({});
    // '99999999999' typed in the price field.
    expect(issues({ ...base, priceSen: parseRinggit('99999999999')! })).toEqual({ priceSen: TOO_MUCH });
    expect(issues({ ...base, priceSen: MONEY_LIMITS.priceSen + 1 })).toEqual({ priceSen: TOO_MUCH });
    // Too long to be exact is still too much, not "not a price".
    expect(issues({ ...base, priceSen: parseRinggit('RM 99,999,999,999,999,999.99')! })).toEqual({ priceSen: TOO_MUCH });
    expect(issues({ ...base, priceSen: -1 })).toEqual({ priceSen: 'Price cannot be negative.' });
    expect(issues({ ...base, priceSen: 12.5 })).toEqual({ priceSen: 'Price can have at most two decimals.' });
  });

  it('holds for options, the discounted price and wholesale tiers', () => {
    const over = MONEY_LIMITS.priceSen + 1;
    const variants = [{ name: 'Size', options: [{ name: 'L', sku: 'SKU-1-L', priceSen: over }] }];
    expect(issues({ ...base, priceSen: null, variants })).toEqual({ 'variants.0.options.0.priceSen': TOO_MUCH });
    expect(issues({ ...base, discountedPriceSen: over })).toMatchObject({ discountedPriceSen: 'The discounted price must be at most RM 1,000,000.00.' });
    const tiers = parseWholesale('10+: 99999999999');
    expect(tiers.ok && issues({ ...base, wholesaleTiers: tiers.value })).toMatchObject({ 'wholesaleTiers.0.priceSen': 'A wholesale price must be at most RM 1,000,000.00.' });
  });

  it('a quick edit or a mass-update row is refused the same way', () => {
    const patch = ZSkuPatch.safeParse({ sku: 'SKU-1', priceSen: parseRinggit('99999999999') });
    expect(patch.error?.issues.map((i) => [i.path.join('.'), english(i.message)])).toEqual([['priceSen', TOO_MUCH]]);
    expect(ZSkuPatch.safeParse({ sku: 'SKU-1', priceSen: MONEY_LIMITS.priceSen }).success).toBe(true);
  });

  it('an import row is refused on its price cell', () => {
    const mapped = { sku: 'SKU-1', origin: { firstRow: 7, optionRows: [] }, fields: {}, errors: [], unreadable: new Set<string>() };
    const judged = validateProduct({ ...base, priceSen: parseRinggit('99999999999') }, mapped);
    expect(judged.input).toBeNull();
    expect(judged.errors.map((e) => ({ ...e, reason: english(e.reason) }))).toEqual([{ row: 7, column: PRODUCT_COLUMNS.price, reason: TOO_MUCH }]);
  });
});
