import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_LIMITS } from '../checkout/schema.ts';
import { MAX_ENTRY_POINTS } from '../loyalty/points-math.ts';
import { AppError } from '../shared/errors.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import type { TAdditionalChargeCondition } from '../shipping/schema.ts';
import { priceCart } from './price-cart.ts';
import { cartItem, cartProduct, pricingInput, testVoucher } from './test-carts.ts';
import type { CartSetLine, PricedCart, PricingInput, SetTerms } from './types.ts';
import { english } from '../shared/english.ts';

/**
 * priceCart at the edges of the numbers: quantities up to the checkout's limit, prices, fees,
 * charges, vouchers and points from nothing to far beyond any maximum (up to the largest number
 * JavaScript holds). Whatever the cart, it is priced within the largest order or refused with a
 * typed error; it never throws anything else. Without vouchers and points, exact arithmetic
 * (BigInt) says which carts pass the largest order, and exactly those are refused.
 */

const MAX = MONEY_LIMITS.orderSen;
const RUNS = 300;

/** Amounts of every size: mostly everyday ones, else around each maximum, up to 2^53 and beyond. */
const arbAmount = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 10_000 }), weight: 8 },
  { arbitrary: fc.constantFrom(MONEY_LIMITS.priceSen, MONEY_LIMITS.chargeSen, MAX - 1, MAX, MAX + 1, 2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e300, Number.MAX_VALUE), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: MONEY_LIMITS.priceSen }), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), weight: 1 },
);
const arbQty = fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: CHECKOUT_LIMITS.qty }), fc.constant(CHECKOUT_LIMITS.qty));
const arbBp = fc.integer({ min: 0, max: 10_000 });

const arbSet = fc
  .record({ priceSen: arbAmount, additionalPriceSen: arbAmount, requiredQty: fc.integer({ min: 1, max: 3 }), qty: arbQty })
  .map(({ priceSen, additionalPriceSen, requiredQty, qty }): CartSetLine => {
    const set: SetTerms = {
      id: 'm1',
      nameEn: 'Set',
      priceSen,
      stock: CHECKOUT_LIMITS.qty,
      active: true,
      selections: [{ id: 's1', requiredQty, products: [{ id: 'p1', additionalPriceSen, stock: 3 * CHECKOUT_LIMITS.qty, productName: 'Pick', optionName: '', weightGrams: 10 }] }],
    };
    return { mixMatchId: 'm1', qty, picks: [{ mixMatchProductId: 'p1', qty: requiredQty }], set };
  });

const arbCharge = fc.oneof(
  arbAmount.map((amountSen): TAdditionalChargeCondition => ({ conditionType: 1, name: 'Fixed', charge: { kind: 'fixed', amountSen } })),
  fc.integer({ min: 0, max: 100 }).map((percent): TAdditionalChargeCondition => ({ conditionType: 1, name: 'Percent', charge: { kind: 'percent', percent } })),
);

const arbCart = fc.record({
  lines: fc.array(fc.record({ priceSen: arbAmount, qty: arbQty }), { minLength: 1, maxLength: 3 }),
  sets: fc.array(arbSet, { maxLength: 2 }),
  fee: arbAmount,
  charges: fc.array(arbCharge, { maxLength: 3 }),
  salesTaxBp: arbBp,
  serviceTaxBp: arbBp,
  commissionRateBp: arbBp,
});

const arbExtras = fc.record({
  voucher: fc.option(
    fc.record({ type: fc.constantFrom(1, 3), discountType: fc.constantFrom(1, 2, 3, 4), amountSen: arbAmount, percentBp: arbBp, maxDiscountSen: fc.option(arbAmount, { nil: null }), minCartSen: arbAmount }),
    { nil: null },
  ),
  points: fc.option(fc.record({ requested: fc.integer({ min: 0, max: MAX_ENTRY_POINTS }), thousandPointsSen: fc.oneof(fc.integer({ min: 1, max: MONEY_LIMITS.thousandPointsSen }), arbAmount.map((n) => Math.max(1, n))) }), { nil: null }),
});
type Cart = typeof arbCart extends fc.Arbitrary<infer T> ? T : never;
type Extras = typeof arbExtras extends fc.Arbitrary<infer T> ? T : never;

function inputOf(c: Cart, extras: Extras = { voucher: null, points: null }): PricingInput {
  const products = new Map(c.lines.map((line, i) => [`p${i}`, cartProduct(`p${i}`, { priceSen: line.priceSen })] as const));
  return pricingInput({
    products,
    items: c.lines.map((line, i) => cartItem(`p${i}`, line.qty)),
    sets: c.sets,
    voucher: extras.voucher && testVoucher(extras.voucher),
    points: extras.points && { ...extras.points, balance: extras.points.requested },
    delivery: () => ({ sen: c.fee, quoted: true }),
    chargeRules: c.charges,
    salesTaxBp: c.salesTaxBp,
    serviceTaxBp: c.serviceTaxBp,
    commissionRateBp: c.commissionRateBp,
  });
}

type Outcome = { priced: PricedCart } | { refused: AppError };

function outcomeOf(input: PricingInput): Outcome {
  try {
    return { priced: priceCart(input) };
  } catch (error) {
    // Anything but a typed refusal fails the property.
    if (!(error instanceof AppError)) throw error;
    return { refused: error };
  }
}

const big = (n: number) => BigInt(n);
/** a × b / d rounded half up, exactly. */
const mulDivHalfUp = (a: bigint, b: bigint, d: bigint) => (a * b * 2n + d) / (d * 2n);

/** The cart's amounts in exact arithmetic, as the rules define them for a cart without voucher or points. */
function exactAmounts(c: Cart) {
  const lines = c.lines.map((l) => big(l.priceSen) * big(l.qty));
  const sets = c.sets.map((s) => (big(s.set!.priceSen) + big(s.picks[0]!.qty) * big(s.set!.selections[0]!.products[0]!.additionalPriceSen)) * big(s.qty));
  const subtotal = [...lines, ...sets].reduce((a, b) => a + b, 0n);
  const charges = c.charges.map((r) => (r.charge.kind === 'fixed' ? big(r.charge.amountSen) : mulDivHalfUp(subtotal, big(r.charge.percent), 100n)));
  const taxes = mulDivHalfUp(subtotal, big(c.salesTaxBp), 10_000n) + mulDivHalfUp(subtotal, big(c.serviceTaxBp), 10_000n);
  const total = subtotal + big(c.fee) + charges.reduce((a, b) => a + b, 0n) + taxes;
  return { lines: [...lines, ...sets], subtotal, fee: big(c.fee), total };
}

const FIGURES = ['subtotalSen', 'discountSen', 'voucherSen', 'memberPointsSen', 'netSen', 'shippingSen', 'shippingDiscountSen', 'additionalChargeSen', 'salesTaxSen', 'serviceTaxSen', 'commissionSen', 'totalSen'] as const;

/** A priced cart holds only exact, non-negative amounts, none above the largest order. */
function expectWithinLimits(p: PricedCart) {
  for (const key of FIGURES) {
    expect(Number.isSafeInteger(p[key]), key).toBe(true);
    expect(p[key], key).toBeGreaterThanOrEqual(0);
    expect(p[key], key).toBeLessThanOrEqual(MAX);
  }
  for (const l of p.lines) expect(l.basePriceSen * l.qty).toBeLessThanOrEqual(MAX);
  for (const line of [...p.lines, ...p.sets]) expect(line.lineTotalSen).toBeLessThanOrEqual(MAX);
}

describe('priceCart: extreme quantities and amounts', () => {
  it('prices a cart within the largest order or refuses it with a typed error, whatever its numbers', () => {
    let priced = 0;
    fc.assert(
      fc.property(arbCart, arbExtras, (c, extras) => {
        const outcome = outcomeOf(inputOf(c, extras));
        if ('priced' in outcome) {
          priced++;
          expectWithinLimits(outcome.priced);
        }
      }),
      { numRuns: RUNS },
    );
    expect(priced).toBeGreaterThan(0);
  });

  it('refuses exactly the carts whose line, subtotal, shipping fee or total passes the largest order, naming where', () => {
    const seen = { priced: 0, refused: 0 };
    fc.assert(
      fc.property(arbCart, (c) => {
        const exact = exactAmounts(c);
        const overLine = exact.lines.findIndex((sen) => sen > big(MAX));
        // Where priceCart looks, in its order: each line, the subtotal, the shipping fee, the total.
        const field =
          overLine >= 0
            ? overLine < c.lines.length
              ? `items.${overLine}.qty`
              : `sets.${overLine - c.lines.length}.qty`
            : exact.subtotal > big(MAX)
              ? 'items'
              : exact.fee > big(MAX)
                ? 'shippingOptionId'
                : exact.total > big(MAX)
                  ? 'items'
                  : null;
        const over = field !== null;
        const outcome = outcomeOf(inputOf(c));
        if ('refused' in outcome) {
          seen.refused++;
          expect(over).toBe(true);
          expect({ ...outcome.refused, message: english(outcome.refused.message) }).toMatchObject({ code: 'PRICING.ORDER_TOO_LARGE', kind: 'invalid', message: 'An order can come to at most RM 100,000,000.00.' });
          expect(outcome.refused.field).toBe(field);
        } else {
          seen.priced++;
          expect(over).toBe(false);
          expect(outcome.priced.subtotalSen).toBe(Number(exact.subtotal));
          expect(outcome.priced.totalSen).toBe(Number(exact.total));
        }
      }),
      { numRuns: RUNS },
    );
    expect(seen.priced).toBeGreaterThan(RUNS / 10);
    expect(seen.refused).toBeGreaterThan(RUNS / 10);
  });

  it('prices the largest order to the sen, and refuses one sen more on the line or on the total', () => {
    const at = (priceSen: number, over: Partial<PricingInput> = {}) =>
      outcomeOf(pricingInput({ products: new Map([['big', cartProduct('big', { priceSen })]]), items: [cartItem('big', 100)], delivery: () => ({ sen: 0, quoted: true }), ...over }));
    const max = at(MAX / 100);
    expect('priced' in max && max.priced).toMatchObject({ subtotalSen: MAX, totalSen: MAX, lines: [{ lineTotalSen: MAX }] });
    const line = at(MAX / 100 + 1);
    expect('refused' in line && line.refused).toMatchObject({ code: 'PRICING.ORDER_TOO_LARGE', field: 'items.0.qty' });
    const total = at(MAX / 100, { delivery: () => ({ sen: 1, quoted: true }) });
    expect('refused' in total && total.refused).toMatchObject({ code: 'PRICING.ORDER_TOO_LARGE', field: 'items' });
  });
});
