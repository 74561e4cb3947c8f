import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../checkout/cart-products.ts';
import { priceCart } from './price-cart.ts';
import type { AddOnDealTerms, PricingInput, VoucherTerms } from './types.ts';
import { itemsDiscount, shippingDiscount } from './voucher-discount.ts';

const product = (id: string, over: Partial<CartProduct> = {}): CartProduct => ({
  id,
  sku: id.toUpperCase(),
  nameEn: `Product ${id}`,
  visibility: 'public',
  priceSen: 1000,
  discountedPriceSen: null,
  stockUnlimited: true,
  stock: 0,
  weightGrams: 100,
  options: [],
  wholesaleTiers: [],
  categoryIds: [],
  requests: [],
  logistics: [{ logistic: 'delivery', enabled: true }],
  ...over,
});

const products = new Map([
  ['shirt', product('shirt', { priceSen: 5000, wholesaleTiers: [{ minQty: 3, maxQty: null, priceSen: 4000 }] })],
  ['cap', product('cap', { priceSen: 2000 })],
  ['sock', product('sock', { priceSen: 800 })],
]);

const item = (productId: string, qty: number, addOnDealId?: string) => ({ productId, qty, optionId: null, requests: [], addOnDealId: addOnDealId ?? null });

const input = (over: Partial<PricingInput> = {}): PricingInput => ({
  products,
  items: [item('shirt', 1)],
  sets: [],
  campaignPrices: new Map(),
  addOnDeals: [],
  voucher: null,
  points: null,
  delivery: () => ({ sen: 800, quoted: true }),
  freeShippingOverSen: 0,
  chargeRules: [],
  salesTaxBp: 0,
  serviceTaxBp: 0,
  commissionRateBp: 0,
  ...over,
});

const voucher = (over: Partial<VoucherTerms> = {}): VoucherTerms => ({
  id: 'v1',
  code: 'SAVE',
  codeId: null,
  type: 1,
  discountType: 1,
  amountSen: 500,
  percentBp: 0,
  maxDiscountSen: null,
  minCartSen: 0,
  productIds: [],
  ...over,
});

const deal: AddOnDealTerms = {
  id: 'd1',
  name: 'Cap with a shirt',
  purchaseLimit: 3,
  mainProductIds: ['shirt'],
  items: [{ id: 'i1', productId: 'cap', priceSen: 900, remaining: 5, purchaseLimit: 2, active: true }],
};

describe('priceCart: order of application', () => {
  it('takes a campaign price over wholesale, and counts what it took off as discount', () => {
    const priced = priceCart(input({ items: [item('shirt', 3)], campaignPrices: new Map([['shirt:', { campaignId: 'c1', priceSen: 4500 }]]) }));
    expect(priced.lines[0]).toMatchObject({ basePriceSen: 5000, unitPriceSen: 4500, rule: 'campaign', promotion: 'campaign', promotionId: 'c1' });
    expect([priced.subtotalSen, priced.discountSen, priced.netSen, priced.totalSen]).toEqual([15_000, 1500, 13_500, 14_300]);
  });

  it('hides wholesale during a campaign, and keeps it when the campaign price is not below the price', () => {
    const during = priceCart(input({ items: [item('shirt', 3)], campaignPrices: new Map([['shirt:', { campaignId: 'c1', priceSen: 4800 }]]) }));
    expect(during.lines[0]).toMatchObject({ unitPriceSen: 4800, rule: 'campaign' });
    const above = priceCart(input({ items: [item('shirt', 3)], campaignPrices: new Map([['shirt:', { campaignId: 'c1', priceSen: 5000 }]]) }));
    expect(above.lines[0]).toMatchObject({ unitPriceSen: 4000, rule: 'wholesale', promotion: '' });
    expect(above.discountSen).toBe(0);
  });

  it('prices an add-on at its deal price only beside a main product and within its limits', () => {
    const priced = priceCart(input({ items: [item('shirt', 1), item('cap', 2, 'd1')], addOnDeals: [deal] }));
    expect(priced.lines[1]).toMatchObject({ unitPriceSen: 900, promotion: 'add_on', promotionId: 'd1' });
    expect(priced.discountSen).toBe(2200);
    expect(() => priceCart(input({ items: [item('cap', 1, 'd1')], addOnDeals: [deal] }))).toThrow('Add a main product of this deal to buy its add-on products.');
    expect(() => priceCart(input({ items: [item('shirt', 1), item('cap', 3, 'd1')], addOnDeals: [deal] }))).toThrow('Product cap: at most 2 per order with this deal.');
    expect(() => priceCart(input({ items: [item('shirt', 1), item('sock', 1, 'd1')], addOnDeals: [deal] }))).toThrow('Product sock is not an add-on of this deal.');
    expect(() => priceCart(input({ items: [item('shirt', 1), item('cap', 1, 'gone')], addOnDeals: [deal] }))).toThrow('This add-on deal is not available.');
  });

  it('applies one voucher after promotions, then points, then shipping, charges and taxes on net', () => {
    const priced = priceCart(
      input({
        items: [item('shirt', 2), item('cap', 1)],
        campaignPrices: new Map([['cap:', { campaignId: 'c1', priceSen: 1500 }]]),
        voucher: voucher({ discountType: 2, percentBp: 1000 }),
        points: { requested: 300, balance: 1000, thousandPointsSen: 1000 },
        salesTaxBp: 600,
        chargeRules: [{ conditionType: 1, name: 'Packing', charge: { kind: 'fixed', amountSen: 100 } } as PricingInput['chargeRules'][number]],
      }),
    );
    // items 10,000 + 1,500 = 11,500; 10% voucher 1,150; 300 points = RM 3.00.
    expect([priced.subtotalSen, priced.discountSen, priced.voucherSen, priced.memberPointsSen, priced.netSen]).toEqual([12_000, 500, 1150, 300, 10_050]);
    expect([priced.shippingSen, priced.additionalChargeSen, priced.salesTaxSen, priced.totalSen]).toEqual([800, 100, 603, 10_050 + 800 + 100 + 603]);
  });

  it('spends no more points than what is left to pay, and refuses more than the balance', () => {
    const priced = priceCart(input({ items: [item('sock', 1)], points: { requested: 5000, balance: 5000, thousandPointsSen: 1000 } }));
    expect([priced.pointsRedeemed, priced.memberPointsSen, priced.netSen]).toEqual([800, 800, 0]);
    expect(() => priceCart(input({ points: { requested: 5000, balance: 10, thousandPointsSen: 1000 } }))).toThrow('You have 10 points.');
  });

  it('waives a priced fee at the free-shipping offer, reading net after the voucher', () => {
    expect(priceCart(input({ freeShippingOverSen: 5000 })).shippingSen).toBe(0);
    const short = priceCart(input({ freeShippingOverSen: 5000, voucher: voucher() }));
    expect([short.netSen, short.shippingSen, short.shippingDiscountSen]).toEqual([4500, 800, 0]);
    expect(priceCart(input({ freeShippingOverSen: 5000, delivery: () => ({ sen: 0, quoted: false }) })).shippingQuoted).toBe(false);
  });

  it('takes a free-shipping voucher off the fee up to its cap, and needs a fee to take off', () => {
    const capped = priceCart(input({ voucher: voucher({ type: 3, discountType: 4, maxDiscountSen: 500 }) }));
    expect([capped.voucherSen, capped.shippingSen, capped.shippingDiscountSen, capped.voucher?.shippingSen]).toEqual([0, 300, 500, 500]);
    expect(() => priceCart(input({ voucher: voucher({ type: 3, discountType: 4 }), delivery: () => ({ sen: 0, quoted: true }) }))).toThrow(
      'This voucher takes off shipping: choose a delivery with a shipping fee.',
    );
  });

  it("checks a voucher's minimum cart price against the items after promotions, and a product voucher's products", () => {
    expect(() => priceCart(input({ voucher: voucher({ minCartSen: 5001 }) }))).toThrow('Spend at least RM 50.01 to use this voucher.');
    const byProduct = priceCart(input({ items: [item('shirt', 1), item('cap', 1)], voucher: voucher({ type: 2, discountType: 2, percentBp: 5000, productIds: ['cap'] }) }));
    expect(byProduct.voucherSen).toBe(1000);
    expect(() => priceCart(input({ voucher: voucher({ type: 2, productIds: ['cap'] }) }))).toThrow('None of the products in the cart can use this voucher.');
  });

  it('prices mix-and-match sets at their set price, with their weight', () => {
    const priced = priceCart(input({ items: [], sets: [{ mixMatchId: 'm1', name: 'Pick 3', picksLabel: 'A ×3', picks: [{ mixMatchProductId: 'mp1', qty: 3 }], qty: 2, unitPriceSen: 2500, weightGrams: 300 }] }));
    expect([priced.subtotalSen, priced.netSen, priced.weightGrams, priced.itemCount]).toEqual([5000, 5000, 600, 2]);
  });
});

const arbVoucher = fc.record({
  id: fc.constant('v'),
  code: fc.constant('V'),
  codeId: fc.constant(null),
  type: fc.constantFrom(1, 2, 3),
  discountType: fc.constantFrom(1, 2, 3, 4),
  amountSen: fc.integer({ min: 0, max: 50_000 }),
  percentBp: fc.integer({ min: 0, max: 10_000 }),
  maxDiscountSen: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  minCartSen: fc.constant(0),
  productIds: fc.subarray(['shirt', 'cap', 'sock'], { minLength: 1 }),
});

const arbInput = fc.record({
  qty: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 3, maxLength: 3 }),
  campaign: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: undefined }),
  voucher: fc.option(arbVoucher, { nil: null }),
  points: fc.option(fc.record({ requested: fc.integer({ min: 0, max: 200_000 }), balance: fc.constant(200_000), thousandPointsSen: fc.integer({ min: 1, max: 5000 }) }), { nil: null }),
  fee: fc.integer({ min: 1, max: 5000 }),
  freeOver: fc.integer({ min: 0, max: 100_000 }),
  taxBp: fc.integer({ min: 0, max: 1000 }),
});

/** A cart the generators describe; carts a rule refuses (a product voucher without its products) price to null. */
type Generated = typeof arbInput extends fc.Arbitrary<infer T> ? T : never;

function priceOf(a: Generated) {
  const items = ['shirt', 'cap', 'sock'].map((id, i) => item(id, a.qty[i]!));
  try {
    return priceCart(
      input({
        items,
        campaignPrices: a.campaign === undefined ? new Map() : new Map([['shirt:', { campaignId: 'c', priceSen: a.campaign }]]),
        voucher: a.voucher,
        points: a.points,
        delivery: () => ({ sen: a.fee, quoted: true }),
        freeShippingOverSen: a.freeOver,
        salesTaxBp: a.taxBp,
        serviceTaxBp: a.taxBp,
      }),
    );
  } catch {
    return null;
  }
}

describe('priceCart: properties', () => {
  it('never totals below 0, and no discount exceeds what it applies to', () => {
    fc.assert(
      fc.property(arbInput, (a) => {
        const p = priceOf(a);
        if (!p) return true;
        const items = p.subtotalSen - p.discountSen;
        const fee = p.shippingSen + p.shippingDiscountSen;
        return (
          p.totalSen >= 0 &&
          p.netSen >= 0 &&
          p.discountSen >= 0 &&
          p.discountSen <= p.subtotalSen &&
          p.voucherSen <= items &&
          p.memberPointsSen <= items - p.voucherSen &&
          p.shippingDiscountSen <= fee &&
          p.lines.every((l) => l.unitPriceSen <= l.basePriceSen && l.unitPriceSen >= 0) &&
          p.totalSen === p.netSen + p.shippingSen + p.additionalChargeSen + p.salesTaxSen + p.serviceTaxSen
        );
      }),
    );
  });

  it('prices the same cart the same every time', () => {
    fc.assert(
      fc.property(arbInput, (a) => {
        expect(priceOf(a)).toEqual(priceOf(a));
      }),
    );
  });

  it('never takes more than 100% of what a percentage applies to, and respects the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 100_000 }), (eligible, bp, cap) => {
        const pct = itemsDiscount({ discountType: 2, amountSen: 0, percentBp: bp, maxDiscountSen: null }, eligible);
        const capped = itemsDiscount({ discountType: 3, amountSen: 0, percentBp: bp, maxDiscountSen: cap }, eligible);
        const fixed = itemsDiscount({ discountType: 1, amountSen: cap, percentBp: 0, maxDiscountSen: null }, eligible);
        return pct <= eligible && capped <= Math.min(cap, eligible) && capped <= pct && fixed <= eligible && shippingDiscount({ maxDiscountSen: cap }, eligible) <= Math.min(cap, eligible);
      }),
    );
  });
});
