import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../checkout/cart-products.ts';
import { priceLines, unitPrice } from './line-prices.ts';
import { refusal } from '../shared/test-refusal.ts';

const product = (over: Partial<CartProduct> = {}): CartProduct => ({
  id: 'p1',
  sku: 'SHIRT',
  nameEn: 'Cotton shirt',
  visibility: 'public',
  priceSen: 2990,
  discountedPriceSen: null,
  stockUnlimited: false,
  stock: 10,
  weightGrams: 500,
  options: [],
  wholesaleTiers: [],
  categoryIds: ['c1'],
  requests: [],
  logistics: [{ logistic: 'delivery', enabled: true }],
  ...over,
});

const tiers = [
  { minQty: 5, maxQty: 9, priceSen: 900 },
  { minQty: 10, maxQty: null, priceSen: 800 },
];

describe('unitPrice', () => {
  it('is the normal price, or the discounted price when lower', () => {
    expect(unitPrice(product(), null, 1)).toMatchObject({ listPriceSen: 2990, unitPriceSen: 2990, rule: 'normal' });
    expect(unitPrice(product({ discountedPriceSen: 1990 }), null, 1)).toMatchObject({ listPriceSen: 2990, unitPriceSen: 1990, rule: 'discounted' });
  });

  it("is the option's price for a product with variants (which has no discounted price)", () => {
    expect(unitPrice(product({ discountedPriceSen: 100 }), { priceSen: 1500 }, 1)).toMatchObject({ listPriceSen: 1500, unitPriceSen: 1500, rule: 'normal' });
  });

  it('takes the wholesale tier whose range holds the quantity, both ends included', () => {
    const p = product({ priceSen: 1000, wholesaleTiers: tiers });
    expect([1, 4, 5, 9, 10, 500].map((q) => unitPrice(p, null, q).unitPriceSen)).toEqual([1000, 1000, 900, 900, 800, 800]);
    expect(unitPrice(p, null, 5).rule).toBe('wholesale');
  });

  it('keeps a discounted price lower than the tier', () => {
    expect(unitPrice(product({ priceSen: 1000, discountedPriceSen: 850, wholesaleTiers: tiers }), null, 5)).toMatchObject({ listPriceSen: 1000, unitPriceSen: 850, rule: 'discounted' });
  });

  it('never charges more than the normal price, and never more for more units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (a, b) => {
        const p = product({ priceSen: 1000, wholesaleTiers: tiers });
        const [small, large] = a <= b ? [a, b] : [b, a];
        const [x, y] = [unitPrice(p, null, small).unitPriceSen, unitPrice(p, null, large).unitPriceSen];
        return x <= 1000 && y <= x;
      }),
    );
  });
});

describe('priceLines', () => {
  const cap = product({
    id: 'p2',
    sku: 'CAP',
    nameEn: 'Cap',
    priceSen: 1500,
    weightGrams: 200,
    options: [
      { id: 'o1', name: 'Red', sku: 'CAP-R', priceSen: 1500, stock: 5, variantName: 'Colour' },
      { id: 'o2', name: 'Blue', sku: 'CAP-B', priceSen: 1500, stock: 5, variantName: 'Colour' },
    ],
    wholesaleTiers: [{ minQty: 3, maxQty: null, priceSen: 1200 }],
  });
  const products = new Map([
    ['p1', product()],
    ['p2', cap],
    ['p3', product({ id: 'p3', visibility: 'hidden' })],
  ]);
  const item = (productId: string, qty: number, optionId?: string) => ({ productId, qty, optionId: optionId ?? null, requests: [] });

  it('prices each line, counting a product across its options for the tier', () => {
    const lines = priceLines(products, [item('p1', 2), item('p2', 2, 'o1'), item('p2', 1, 'o2')]);
    expect(lines.map((l) => [l.sku, l.optionLabel, l.unitPriceSen, l.lineTotalSen, l.weightGrams])).toEqual([
      ['SHIRT', '', 2990, 5980, 1000],
      ['CAP-R', 'Colour: Red', 1200, 2400, 400],
      ['CAP-B', 'Colour: Blue', 1200, 1200, 200],
    ]);
  });

  it('offers no wholesale tier on any option of a product while one of its options is in an ongoing campaign', () => {
    const lines = [item('p2', 2, 'o1'), item('p2', 1, 'o2')];
    const campaign = new Map([['p2:o1', { campaignId: 'c1', priceSen: 1400 }]]);
    expect(priceLines(products, lines, campaign).map((l) => [l.unitPriceSen, l.rule])).toEqual([
      [1400, 'campaign'],
      [1500, 'normal'],
    ]);
    expect(priceLines(products, lines).map((l) => l.rule)).toEqual(['wholesale', 'wholesale']);
  });

  it('refuses unknown and hidden products and wrong options, naming the line', () => {
    expect(refusal(() => priceLines(products, [item('p1', 1), item('zz', 1)]))).toMatchObject({ message: 'This product is not available.', field: 'items.1.productId', kind: 'not_found' });
    expect(refusal(() => priceLines(products, [item('p3', 1)])).message).toBe('This product is not available.');
    expect(refusal(() => priceLines(products, [item('p2', 1)])).message).toBe('Please choose an option of Cap.');
    expect(refusal(() => priceLines(products, [item('p2', 1, 'nope')])).message).toBe('This option of Cap is not available.');
    expect(refusal(() => priceLines(products, [item('p1', 1, 'o1')])).message).toBe('This option of Cotton shirt is not available.');
  });
});
