import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.ts';
import { cartItem as item, pricingInput as input, testSet, testVoucher as voucher } from './test-carts.ts';
import type { AddOnDealTerms, PricingInput } from './types.ts';
import { refusal } from '../shared/test-refusal.ts';

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

  it('hides wholesale while the product is in an ongoing campaign, whatever the campaign price', () => {
    const during = priceCart(input({ items: [item('shirt', 3)], campaignPrices: new Map([['shirt:', { campaignId: 'c1', priceSen: 4800 }]]) }));
    expect(during.lines[0]).toMatchObject({ unitPriceSen: 4800, rule: 'campaign' });
    // A campaign price not below the product's price leaves the product's price, still without wholesale.
    const above = priceCart(input({ items: [item('shirt', 3)], campaignPrices: new Map([['shirt:', { campaignId: 'c1', priceSen: 5000 }]]) }));
    expect(above.lines[0]).toMatchObject({ unitPriceSen: 5000, rule: 'normal', promotion: '' });
    expect(above.discountSen).toBe(0);
    // Out of any campaign, the tier applies.
    expect(priceCart(input({ items: [item('shirt', 3)] })).lines[0]).toMatchObject({ unitPriceSen: 4000, rule: 'wholesale' });
  });

  it('prices an add-on at its deal price only beside a main product and within its limits', () => {
    const priced = priceCart(input({ items: [item('shirt', 1), item('cap', 2, 'd1')], addOnDeals: [deal] }));
    expect(priced.lines[1]).toMatchObject({ unitPriceSen: 900, promotion: 'add_on', promotionId: 'd1' });
    expect(priced.discountSen).toBe(2200);
    expect(refusal(() => priceCart(input({ items: [item('cap', 1, 'd1')], addOnDeals: [deal] }))).message).toBe('Add a main product of this deal to buy its add-on products.');
    expect(refusal(() => priceCart(input({ items: [item('shirt', 1), item('cap', 3, 'd1')], addOnDeals: [deal] }))).message).toBe('Product cap: at most 2 per order with this deal.');
    expect(refusal(() => priceCart(input({ items: [item('shirt', 1), item('sock', 1, 'd1')], addOnDeals: [deal] }))).message).toBe('Product sock is not an add-on of this deal.');
    expect(refusal(() => priceCart(input({ items: [item('shirt', 1), item('cap', 1, 'gone')], addOnDeals: [deal] }))).message).toBe('This add-on deal is not available.');
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
    expect(refusal(() => priceCart(input({ points: { requested: 5000, balance: 10, thousandPointsSen: 1000 } }))).message).toBe('You have 10 points.');
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
    expect(refusal(() => priceCart(input({ voucher: voucher({ type: 3, discountType: 4 }), delivery: () => ({ sen: 0, quoted: true }) }))).message).toBe('This voucher takes off shipping: choose a delivery with a shipping fee.');
  });

  it("checks a voucher's minimum cart price against the items after promotions, and a product voucher's products", () => {
    expect(refusal(() => priceCart(input({ voucher: voucher({ minCartSen: 5001 }) }))).message).toBe('Spend at least RM 50.01 to use this voucher.');
    const byProduct = priceCart(input({ items: [item('shirt', 1), item('cap', 1)], voucher: voucher({ type: 2, discountType: 2, percentBp: 5000, productIds: ['cap'] }) }));
    expect(byProduct.voucherSen).toBe(1000);
    expect(refusal(() => priceCart(input({ voucher: voucher({ type: 2, productIds: ['cap'] }) }))).message).toBe('None of the products in the cart can use this voucher.');
  });

  it('prices mix-and-match sets by their picks: the set price plus each unit’s additional price', () => {
    const picks = [
      { mixMatchProductId: 'red', qty: 1 },
      { mixMatchProductId: 'white', qty: 1 },
      { mixMatchProductId: 'jeans', qty: 1 },
    ];
    const priced = priceCart(input({ items: [], sets: [{ mixMatchId: 'm1', qty: 2, picks, set: testSet() }] }));
    expect(priced.sets[0]).toMatchObject({ mixMatchId: 'm1', name: 'Pick 3', picksLabel: 'Tee (Red) ×1; Tee (White) ×1; Jeans ×1', unitPriceSen: 2800, lineTotalSen: 5600, weightGrams: 300 });
    expect([priced.subtotalSen, priced.netSen, priced.weightGrams, priced.itemCount]).toEqual([5600, 5600, 600, 2]);
  });

  it('refuses a set that is not the merchant’s, unfilled picks, and more sets or picked units than are left, naming the set', () => {
    const picks = [
      { mixMatchProductId: 'red', qty: 2 },
      { mixMatchProductId: 'jeans', qty: 1 },
    ];
    const cart = (over: Partial<{ qty: number; picks: typeof picks }> & { set?: ReturnType<typeof testSet> | undefined } = {}) =>
      input({ sets: [{ mixMatchId: 'm1', qty: 1, picks, set: testSet(), ...over }] });
    expect(refusal(() => priceCart(cart({ set: undefined })))).toMatchObject({ code: 'CHECKOUT.SET_UNAVAILABLE', field: 'sets.0.mixMatchId' });
    expect(refusal(() => priceCart(cart({ picks: [{ mixMatchProductId: 'red', qty: 2 }] })))).toMatchObject({ code: 'MIX_MATCH.SELECTION_UNFILLED', field: 'sets.0.selections.1' });
    expect(refusal(() => priceCart(cart({ qty: 6 })))).toMatchObject({ code: 'CHECKOUT.SET_STOCK', message: 'Pick 3 does not have enough sets left.', field: 'sets.0.qty' });
    // Two sets take 4 red tees; the set holds 2.
    expect(refusal(() => priceCart(cart({ qty: 2 })))).toMatchObject({ code: 'CHECKOUT.SET_STOCK', message: 'Tee does not have enough stock for this quantity.', field: 'sets.0.picks.0.qty' });
  });
});

