import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingCharge, type Cart } from './calculator.ts';
import { ZShippingOptionInput, type TShippingOptionInput, type TShippingOptionInputRaw } from './schema.ts';

const option = (raw: Partial<TShippingOptionInputRaw>): TShippingOptionInput =>
  ZShippingOptionInput.parse({ titleEn: 'Delivery', zoneId: 'z1', ...raw });
const cart = (over: Partial<Cart> = {}): Cart => ({ subtotalSen: 5000, weightGrams: 0, itemCount: 1, ...over });
const senFor = (o: TShippingOptionInput, c: Partial<Cart>) => {
  const charge = shippingCharge(o, cart(c));
  return charge.status === 'priced' ? charge.sen : charge.status;
};

const sen = fc.integer({ min: 0, max: 1_000_000 });
const gramsArb = fc.integer({ min: 0, max: 200_000 });
const cartArb = fc.record({ subtotalSen: fc.integer({ min: 0, max: 100_000_000 }), weightGrams: gramsArb, itemCount: fc.integer({ min: 0, max: 500 }) });

/** Disjoint ranges: sorted distinct boundaries taken two at a time. */
const rangesArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 50_000 }), { minLength: 2, maxLength: 12 })
  .chain((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const pairs = Array.from({ length: Math.floor(sorted.length / 2) }, (_, i) => [sorted[2 * i] ?? 0, sorted[2 * i + 1] ?? 0] as const);
    return fc.tuple(...pairs.map(([minGrams, maxGrams]) => sen.map((amountSen) => ({ minGrams, maxGrams, amountSen }))));
  });

const optionArb: fc.Arbitrary<TShippingOptionInput> = fc
  .oneof(
    fc.constant({ type: 'free_shipping' as const }),
    fc.constant({ type: 'quote_shipping' as const }),
    sen.map((amountSen) => ({ type: 'one_time' as const, charge: { form: 'each_order' as const, amountSen } })),
    fc.record({ amountSen: sen, freeAboveSen: sen }).map((c) => ({ type: 'one_time' as const, charge: { form: 'one_time' as const, ...c } })),
    sen.map((senPerKg) => ({ type: 'weight' as const, charge: { form: 'per_gram' as const, senPerKg } })),
    fc
      .record({ firstGrams: fc.integer({ min: 1, max: 10_000 }), firstSen: sen, nextGrams: fc.integer({ min: 1, max: 10_000 }), nextSen: sen })
      .map((c) => ({ type: 'weight' as const, charge: { form: 'first_subsequent' as const, ...c } })),
    rangesArb.map((ranges) => ({ type: 'weight' as const, charge: { form: 'weight_range' as const, ranges } })),
    fc.record({ amountSen: sen, maxSen: fc.option(sen, { nil: null }) }).map((c) => ({ type: 'per_item' as const, charge: { form: 'per_item' as const, ...c } })),
  )
  .map(option);

describe('shipping charge by form', () => {
  it('free shipping costs 0; a quoted option has no number', () => {
    expect(shippingCharge(option({ type: 'free_shipping' }), cart({ weightGrams: 90_000 }))).toEqual({ status: 'priced', sen: 0 });
    expect(shippingCharge(option({ type: 'quote_shipping' }), cart())).toEqual({ status: 'quote' });
  });

  it('each order: the same amount whatever the cart', () => {
    const o = option({ type: 'one_time', charge: { form: 'each_order', amountSen: 800 } });
    expect([senFor(o, {}), senFor(o, { subtotalSen: 1_000_000, weightGrams: 50_000, itemCount: 40 })]).toEqual([800, 800]);
  });

  it('one-time: the amount at or below the threshold, free strictly above it', () => {
    const o = option({ type: 'one_time', charge: { form: 'one_time', amountSen: 1000, freeAboveSen: 10_000 } });
    expect([0, 9999, 10_000, 10_001, 50_000].map((subtotalSen) => senFor(o, { subtotalSen }))).toEqual([1000, 1000, 1000, 0, 0]);
  });

  it('per gram: the kilogram rate pro rata, rounded half up to the sen', () => {
    const o = option({ type: 'weight', charge: { form: 'per_gram', senPerKg: 500 } });
    expect([0, 1, 2, 3, 1000, 1500, 2999].map((weightGrams) => senFor(o, { weightGrams }))).toEqual([0, 1, 1, 2, 500, 750, 1500]);
  });

  it('first and subsequent: first 1 kg RM 8.00, each further 500 g or part RM 2.00', () => {
    const o = option({ type: 'weight', charge: { form: 'first_subsequent', firstGrams: 1000, firstSen: 800, nextGrams: 500, nextSen: 200 } });
    expect([0, 1, 1000, 1001, 1500, 1501, 3000].map((weightGrams) => senFor(o, { weightGrams }))).toEqual([800, 800, 800, 1000, 1000, 1200, 1600]);
  });

  it('weight range: both ends inclusive; a weight in no range is not available', () => {
    const o = option({
      type: 'weight',
      charge: {
        form: 'weight_range',
        ranges: [
          { minGrams: 5001, maxGrams: 10_000, amountSen: 2500 },
          { minGrams: 0, maxGrams: 1000, amountSen: 800 },
          { minGrams: 1001, maxGrams: 3000, amountSen: 1200 },
        ],
      },
    });
    const weights = [0, 1000, 1001, 3000, 3001, 5000, 5001, 10_000, 10_001];
    expect(weights.map((weightGrams) => senFor(o, { weightGrams }))).toEqual([800, 800, 1200, 1200, 'unavailable', 'unavailable', 2500, 2500, 'unavailable']);
  });

  it('per item: the amount per item, never above the maximum', () => {
    const capped = option({ type: 'per_item', charge: { form: 'per_item', amountSen: 300, maxSen: 1000 } });
    expect([0, 1, 3, 4, 10].map((itemCount) => senFor(capped, { itemCount }))).toEqual([0, 300, 900, 1000, 1000]);
    const open = option({ type: 'per_item', charge: { form: 'per_item', amountSen: 300 } });
    expect(senFor(open, { itemCount: 10 })).toBe(3000);
  });

  it('reads a negative or broken cart figure as 0', () => {
    const o = option({ type: 'weight', charge: { form: 'per_gram', senPerKg: 500 } });
    expect([-500, Number.NaN].map((weightGrams) => senFor(o, { weightGrams }))).toEqual([0, 0]);
  });
});

describe('shipping charge properties', () => {
  it('a price is a whole number of sen, never negative', () => {
    fc.assert(
      fc.property(optionArb, cartArb, (o, c) => {
        const charge = shippingCharge(o, c);
        if (charge.status === 'priced') {
          expect(Number.isSafeInteger(charge.sen)).toBe(true);
          expect(charge.sen).toBeGreaterThanOrEqual(0);
        } else expect(charge.status).toBe(o.type === 'quote_shipping' ? 'quote' : 'unavailable');
      }),
    );
  });

  it('a weight exactly at a range minimum or maximum is charged that range', () => {
    fc.assert(
      fc.property(rangesArb, fc.nat(), fc.boolean(), (ranges, pick, atMax) => {
        const range = ranges[pick % ranges.length];
        if (!range) return;
        const o = option({ type: 'weight', charge: { form: 'weight_range', ranges } });
        const weightGrams = atMax ? range.maxGrams : range.minGrams;
        expect(shippingCharge(o, cart({ weightGrams }))).toEqual({ status: 'priced', sen: range.amountSen });
      }),
    );
  });

  it('one-time is 0 strictly above the threshold and the amount at or below it', () => {
    fc.assert(
      fc.property(sen, sen, cartArb, (amountSen, freeAboveSen, c) => {
        const o = option({ type: 'one_time', charge: { form: 'one_time', amountSen, freeAboveSen } });
        expect(shippingCharge(o, c)).toEqual({ status: 'priced', sen: c.subtotalSen > freeAboveSen ? 0 : amountSen });
        expect(senFor(o, { subtotalSen: freeAboveSen })).toBe(amountSen);
        expect(senFor(o, { subtotalSen: freeAboveSen + 1 })).toBe(0);
      }),
    );
  });

  it('per item never exceeds the maximum, and is exact below it', () => {
    fc.assert(
      fc.property(sen, sen, cartArb, (amountSen, maxSen, c) => {
        const charged = senFor(option({ type: 'per_item', charge: { form: 'per_item', amountSen, maxSen } }), c);
        expect(charged).toBe(Math.min(maxSen, amountSen * c.itemCount));
      }),
    );
  });

  it('a weight charge (per gram, first and subsequent) never falls as the weight rises', () => {
    fc.assert(
      fc.property(optionArb, gramsArb, gramsArb, (o, a, b) => {
        if (o.type !== 'weight' || o.charge.form === 'weight_range') return;
        const [light, heavy] = [senFor(o, { weightGrams: Math.min(a, b) }), senFor(o, { weightGrams: Math.max(a, b) })];
        expect(heavy).toBeGreaterThanOrEqual(light as number);
      }),
    );
  });
});
