import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors.ts';
import type { TAdditionalChargeCondition } from '../shipping/schema.ts';
import { priceCart } from './price-cart.ts';
import { cartItem, pricingInput } from './test-carts.ts';
import type { AddOnDealTerms, CartSetLine, PricedCart, PricingInput, SetTerms, VoucherTerms } from './types.ts';
import { itemsDiscount, shippingDiscount, takesOffShipping } from './voucher-discount.ts';

/**
 * priceCart over generated carts: product lines (with campaigns and wholesale), add-on lines of a
 * deal, mix-and-match sets, at most one voucher, points, a delivery fee with the free-shipping
 * offer, additional charges and taxes. Every cart is either priced, and then every figure holds
 * its rule, or refused with the typed error the cart deserves: a refusal never passes unchecked.
 */

const PRODUCTS = ['shirt', 'cap', 'sock'] as const;
const ADD_ONS = ['cap', 'sock'] as const;
const RUNS = 400;

/** Mostly good values, now and then one that breaks a rule. */
const mostly = <T,>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) => fc.oneof({ arbitrary: good, weight: 9 }, { arbitrary: bad, weight: 1 });

const arbDeal: fc.Arbitrary<AddOnDealTerms> = fc
  .record({
    purchaseLimit: mostly(fc.integer({ min: 4, max: 8 }), fc.integer({ min: 1, max: 3 })),
    items: fc.tuple(
      ...ADD_ONS.map((productId) =>
        fc.record({
          productId: fc.constant(productId),
          priceSen: fc.integer({ min: 0, max: 2500 }),
          remaining: mostly(fc.integer({ min: 4, max: 10 }), fc.integer({ min: 0, max: 3 })),
          purchaseLimit: mostly(fc.integer({ min: 4, max: 6 }), fc.integer({ min: 1, max: 3 })),
          active: mostly(fc.constant(true), fc.constant(false)),
        }),
      ),
    ),
  })
  .map((d) => ({ id: 'd1', name: 'Deal', purchaseLimit: d.purchaseLimit, mainProductIds: ['shirt'], items: d.items.map((i, n) => ({ id: `i${n}`, ...i })) }));

const arbSetTerms: fc.Arbitrary<SetTerms> = fc
  .record({
    priceSen: fc.integer({ min: 0, max: 10_000 }),
    stock: mostly(fc.integer({ min: 3, max: 9 }), fc.integer({ min: 0, max: 2 })),
    active: mostly(fc.constant(true), fc.constant(false)),
    selections: fc.array(
      fc.record({
        requiredQty: fc.integer({ min: 1, max: 3 }),
        products: fc.array(fc.record({ additionalPriceSen: fc.integer({ min: 0, max: 1000 }), stock: mostly(fc.integer({ min: 9, max: 20 }), fc.integer({ min: 0, max: 8 })) }), {
          minLength: 1,
          maxLength: 3,
        }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  })
  .map((set) => ({
    ...set,
    id: 'm1',
    nameEn: 'Set',
    selections: set.selections.map((selection, s) => ({
      id: `s${s}`,
      requiredQty: selection.requiredQty,
      products: selection.products.map((p, i) => ({ ...p, id: `s${s}p${i}`, productName: `Item ${s}.${i}`, optionName: '', weightGrams: 50 })),
    })),
  }));

/** Picks that fill every selection exactly (all its units on one of its products), or any units of any products. */
const arbPicks = (set: SetTerms) =>
  mostly(
    fc.tuple(...set.selections.map((s) => fc.nat({ max: s.products.length - 1 }))).map((chosen) => set.selections.map((s, i) => ({ mixMatchProductId: s.products[chosen[i]!]!.id, qty: s.requiredQty }))),
    fc
      .tuple(...set.selections.flatMap((s) => s.products.map((p) => fc.integer({ min: 0, max: 3 }).map((qty) => ({ mixMatchProductId: p.id, qty })))))
      .map((picks) => picks.filter((p) => p.qty > 0)),
  );

const arbSetLine: fc.Arbitrary<CartSetLine> = arbSetTerms.chain((set) =>
  fc.record({ mixMatchId: fc.constant(set.id), qty: fc.integer({ min: 1, max: 3 }), picks: arbPicks(set), set: mostly<SetTerms | undefined>(fc.constant(set), fc.constant(undefined)) }),
);

const arbVoucher: fc.Arbitrary<VoucherTerms> = fc.record({
  id: fc.constant('v'),
  code: fc.constant('V'),
  codeId: fc.constant(null),
  type: fc.constantFrom(1, 2, 3),
  discountType: fc.constantFrom(1, 2, 3, 4),
  amountSen: fc.integer({ min: 0, max: 50_000 }),
  percentBp: fc.integer({ min: 0, max: 10_000 }),
  maxDiscountSen: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  minCartSen: mostly(fc.constant(0), fc.integer({ min: 0, max: 20_000 })),
  productIds: fc.subarray([...PRODUCTS], { minLength: 1 }),
});

const arbChargeAmount = fc.oneof(fc.record({ kind: fc.constant('fixed' as const), amountSen: fc.integer({ min: 0, max: 2000 }) }), fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }) }));
const arbCharge = fc
  .oneof(
    fc.record({ conditionType: fc.constant(1), charge: arbChargeAmount }),
    fc.record({ conditionType: fc.constantFrom(2, 3), thresholdSen: fc.integer({ min: 0, max: 30_000 }), charge: arbChargeAmount }),
    fc.record({ conditionType: fc.constant(4), categoryId: fc.constantFrom('tops', 'none'), charge: arbChargeAmount }),
  )
  .map((c) => ({ name: `Charge ${c.conditionType}`, ...c }) as TAdditionalChargeCondition);

const arbCart = fc.record({
  qty: fc.tuple(mostly(fc.integer({ min: 1, max: 6 }), fc.constant(0)), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
  addOns: fc.array(fc.record({ productId: fc.constantFrom(...ADD_ONS), qty: fc.integer({ min: 1, max: 2 }), dealId: mostly(fc.constant('d1'), fc.constant('gone')) }), { maxLength: 2 }),
  deal: arbDeal,
  campaign: fc.record({ shirt: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: undefined }), cap: fc.option(fc.integer({ min: 0, max: 2500 }), { nil: undefined }) }),
  sets: fc.array(arbSetLine, { maxLength: 2 }),
  voucher: fc.option(arbVoucher, { nil: null }),
  points: fc.option(
    fc.record({ requested: fc.integer({ min: 0, max: 200_000 }), spare: mostly(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: -200_000, max: -1 })), thousandPointsSen: fc.integer({ min: 1, max: 5000 }) }).map(({ spare, ...p }) => ({ ...p, balance: Math.max(0, p.requested + spare) })),
    { nil: null },
  ),
  fee: fc.record({ sen: mostly(fc.integer({ min: 1, max: 5000 }), fc.constant(0)), quoted: mostly(fc.constant(true), fc.constant(false)) }),
  freeOver: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
  charges: fc.array(arbCharge, { maxLength: 3 }),
  salesTaxBp: fc.integer({ min: 0, max: 1000 }),
  serviceTaxBp: fc.integer({ min: 0, max: 1000 }),
  commissionRateBp: fc.integer({ min: 0, max: 2000 }),
});
type GeneratedCart = typeof arbCart extends fc.Arbitrary<infer T> ? T : never;

function inputOf(c: GeneratedCart): PricingInput {
  const campaignPrices = new Map(Object.entries(c.campaign).flatMap(([id, priceSen]) => (priceSen === undefined ? [] : [[`${id}:`, { campaignId: `c-${id}`, priceSen }] as const])));
  return pricingInput({
    items: [...PRODUCTS.flatMap((id, i) => (c.qty[i]! > 0 ? [cartItem(id, c.qty[i]!)] : [])), ...c.addOns.map((a) => cartItem(a.productId, a.qty, a.dealId))],
    sets: c.sets,
    campaignPrices,
    addOnDeals: [c.deal],
    voucher: c.voucher,
    points: c.points,
    delivery: () => c.fee,
    freeShippingOverSen: c.freeOver,
    chargeRules: c.charges,
    salesTaxBp: c.salesTaxBp,
    serviceTaxBp: c.serviceTaxBp,
    commissionRateBp: c.commissionRateBp,
  });
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The first add-on line that breaks its deal's rules (deal in force, a main product, an active item, limits, the deal's stock). */
function addOnRefusal(input: PricingInput): string | null {
  for (const item of input.items) {
    if (!item.addOnDealId) continue;
    const deal = input.addOnDeals.find((d) => d.id === item.addOnDealId);
    if (!deal) return 'PRICING.ADD_ON_DEAL_UNAVAILABLE';
    if (!input.items.some((o) => !o.addOnDealId && deal.mainProductIds.includes(o.productId))) return 'PRICING.ADD_ON_NEEDS_MAIN';
    const dealItem = deal.items.find((i) => i.productId === item.productId && i.active);
    if (!dealItem) return 'PRICING.ADD_ON_ITEM_UNAVAILABLE';
    const itemUnits = sum(input.items.filter((i) => i.addOnDealId === deal.id && i.productId === item.productId).map((i) => i.qty));
    if (itemUnits > dealItem.purchaseLimit) return 'PRICING.ADD_ON_ITEM_LIMIT';
    if (sum(input.items.filter((i) => i.addOnDealId === deal.id).map((i) => i.qty)) > deal.purchaseLimit) return 'PRICING.ADD_ON_DEAL_LIMIT';
    if (itemUnits > dealItem.remaining) return 'PRICING.ADD_ON_STOCK';
  }
  return null;
}

/** The first set line that breaks its set's rules (the generator names each product at most once per set). */
function setRefusal(input: PricingInput): string | null {
  for (const line of input.sets) {
    const set = line.set;
    if (!set) return 'CHECKOUT.SET_UNAVAILABLE';
    if (!set.active) return 'MIX_MATCH.SET_UNAVAILABLE';
    if (set.stock < 1) return 'MIX_MATCH.SET_OUT_OF_STOCK';
    const entryOf = (id: string) => set.selections.flatMap((s) => s.products).find((p) => p.id === id)!;
    if (line.picks.some((pick) => pick.qty > entryOf(pick.mixMatchProductId).stock)) return 'MIX_MATCH.PICK_STOCK';
    const filled = (s: SetTerms['selections'][number]) => sum(line.picks.filter((pick) => s.products.some((p) => p.id === pick.mixMatchProductId)).map((pick) => pick.qty));
    if (set.selections.some((s) => filled(s) !== s.requiredQty)) return 'MIX_MATCH.SELECTION_UNFILLED';
    if (set.stock < line.qty) return 'CHECKOUT.SET_STOCK';
    if (line.picks.some((pick) => pick.qty * line.qty > entryOf(pick.mixMatchProductId).stock)) return 'CHECKOUT.SET_STOCK';
  }
  return null;
}

/** What a voucher applies to: a product voucher's products among the lines, otherwise every line and set. */
const eligibleOf = (voucher: VoucherTerms, priced: PricedCart) =>
  voucher.type === 2 ? sum(priced.lines.filter((l) => voucher.productIds.includes(l.productId)).map((l) => l.lineTotalSen)) : priced.subtotalSen - priced.discountSen;

/**
 * The typed error the cart deserves, in priceCart's order of application, or null for a cart it
 * must price. Figures the rules read (the items after promotions, the net) come from pricing the
 * same cart without the voucher and points, or with a priced fee: those carts break no rule here.
 */
function expectedRefusal(input: PricingInput): string | null {
  const early = addOnRefusal(input) ?? setRefusal(input);
  if (early) return early;
  const bare = priceCart({ ...input, voucher: null, points: null });
  const { voucher, points } = input;
  if (voucher && bare.subtotalSen - bare.discountSen < voucher.minCartSen) return 'PRICING.VOUCHER_MINIMUM';
  if (voucher && !takesOffShipping(voucher) && eligibleOf(voucher, bare) === 0) return 'PRICING.VOUCHER_NO_PRODUCTS';
  if (points && points.requested > points.balance) return 'PRICING.POINTS_NOT_ENOUGH';
  if (voucher && takesOffShipping(voucher)) {
    const fee = input.delivery({ subtotalSen: 0, weightGrams: 0, itemCount: 0 });
    const net = priceCart({ ...input, delivery: () => ({ sen: 1, quoted: true }) }).netSen;
    const waived = fee.quoted && input.freeShippingOverSen > 0 && net >= input.freeShippingOverSen;
    if (!waived && (!fee.quoted || fee.sen === 0)) return 'PRICING.VOUCHER_NEEDS_SHIPPING';
  }
  return null;
}

type Outcome = { priced: PricedCart } | { refused: string };

function outcomeOf(input: PricingInput): Outcome {
  try {
    return { priced: priceCart(input) };
  } catch (error) {
    // Anything but a typed refusal is a failure of the property, not a refused cart.
    if (!(error instanceof AppError)) throw error;
    return { refused: error.code };
  }
}

/** Every figure of a priced cart against its rule. */
function expectRulesHold(p: PricedCart, input: PricingInput) {
  const items = p.subtotalSen - p.discountSen;
  const fee = input.delivery({ subtotalSen: p.netSen, weightGrams: p.weightGrams, itemCount: p.itemCount });
  const inCampaign = new Set([...input.campaignPrices.keys()].map((k) => k.split(':')[0]));
  for (const l of p.lines) {
    expect(l.unitPriceSen).toBeGreaterThanOrEqual(0);
    expect(l.unitPriceSen).toBeLessThanOrEqual(l.basePriceSen);
    expect(l.basePriceSen).toBeLessThanOrEqual(l.listPriceSen);
    expect(l.lineTotalSen).toBe(l.unitPriceSen * l.qty);
    if (inCampaign.has(l.productId)) expect(l.rule).not.toBe('wholesale');
  }
  input.sets.forEach((line, i) => {
    const set = line.set!;
    const extras = sum(line.picks.map((pick) => pick.qty * set.selections.flatMap((s) => s.products).find((e) => e.id === pick.mixMatchProductId)!.additionalPriceSen));
    expect(p.sets[i]).toMatchObject({ unitPriceSen: set.priceSen + extras, lineTotalSen: (set.priceSen + extras) * line.qty });
  });
  expect(p.subtotalSen).toBe(sum(p.lines.map((l) => l.basePriceSen * l.qty)) + sum(p.sets.map((s) => s.lineTotalSen)));
  expect(p.discountSen).toBeGreaterThanOrEqual(0);
  expect(p.discountSen).toBeLessThanOrEqual(p.subtotalSen);

  const v = input.voucher;
  if (v && !takesOffShipping(v)) {
    expect(p.voucherSen).toBeLessThanOrEqual(eligibleOf(v, p));
    if (v.discountType === 1) expect(p.voucherSen).toBeLessThanOrEqual(v.amountSen);
    if (v.discountType === 3 && v.maxDiscountSen !== null) expect(p.voucherSen).toBeLessThanOrEqual(v.maxDiscountSen);
  } else expect(p.voucherSen).toBe(0);
  if (v && takesOffShipping(v) && v.maxDiscountSen !== null) expect(p.voucher!.shippingSen).toBeLessThanOrEqual(v.maxDiscountSen);

  expect(p.memberPointsSen).toBeLessThanOrEqual(items - p.voucherSen);
  expect(p.pointsRedeemed).toBeLessThanOrEqual(input.points?.requested ?? 0);
  expect(p.netSen).toBe(Math.max(0, items - p.voucherSen - p.memberPointsSen));

  expect(p.shippingDiscountSen).toBeGreaterThanOrEqual(0);
  expect(p.shippingSen + p.shippingDiscountSen).toBe(fee.sen);
  for (const charge of p.charges) expect(charge.sen).toBeGreaterThan(0);
  expect(p.additionalChargeSen).toBe(sum(p.charges.map((c) => c.sen)));
  expect(p.totalSen).toBeGreaterThanOrEqual(0);
  expect(p.totalSen).toBe(p.netSen + p.shippingSen + p.additionalChargeSen + p.salesTaxSen + p.serviceTaxSen);
}

describe('priceCart: properties', () => {
  it('prices every valid cart within its rules, and refuses exactly the invalid ones with their typed error', () => {
    let priced = 0;
    let refused = 0;
    fc.assert(
      fc.property(arbCart, (c) => {
        const input = inputOf(c);
        const expected = expectedRefusal(input);
        const outcome = outcomeOf(input);
        if ('refused' in outcome) {
          refused++;
          expect(outcome.refused).toBe(expected);
        } else {
          priced++;
          expect(expected).toBeNull();
          expectRulesHold(outcome.priced, input);
        }
      }),
      { numRuns: RUNS },
    );
    // The generator reaches both sides: most carts price, and refusals are not rare.
    expect(priced).toBeGreaterThan(RUNS / 3);
    expect(refused).toBeGreaterThan(RUNS / 20);
  });

  it('prices the same cart the same every time, and refuses it the same way', () => {
    fc.assert(
      fc.property(arbCart, (c) => {
        expect(outcomeOf(inputOf(c))).toEqual(outcomeOf(inputOf(c)));
      }),
      { numRuns: RUNS },
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
