import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { additionalCharges, type Cart } from './calculator.ts';
import { ZAdditionalChargeCondition, type TAdditionalChargeCondition } from './schema.ts';

const condition = (raw: object): TAdditionalChargeCondition => ZAdditionalChargeCondition.parse(raw);
const fixed = (amountSen: number) => ({ kind: 'fixed', amountSen });
const percent = (p: number) => ({ kind: 'percent', percent: p });
const cart = (over: Partial<Cart> = {}): Cart => ({ subtotalSen: 10_000, weightGrams: 0, itemCount: 1, lines: [], ...over });

describe('additional charges', () => {
  const conditions = [
    condition({ conditionType: 1, name: 'Packing', charge: fixed(200) }),
    condition({ conditionType: 2, name: 'Small order', thresholdSen: 3000, charge: fixed(500) }),
    condition({ conditionType: 3, name: 'Insurance', thresholdSen: 20_000, charge: percent(2) }),
    condition({ conditionType: 4, name: 'Cold pack', categoryId: 'frozen', charge: percent(5) }),
  ];
  const applied = (c: Cart) => additionalCharges(conditions, c).map((a) => [a.index, a.name, a.sen]);

  it('type 1 applies to every order', () => {
    expect(applied(cart())).toEqual([[0, 'Packing', 200]]);
  });

  it('type 2 applies strictly below the amount, type 3 strictly above it', () => {
    expect(applied(cart({ subtotalSen: 2999 }))).toEqual([
      [0, 'Packing', 200],
      [1, 'Small order', 500],
    ]);
    expect(applied(cart({ subtotalSen: 3000 }))).toEqual([[0, 'Packing', 200]]);
    expect(applied(cart({ subtotalSen: 20_000 }))).toEqual([[0, 'Packing', 200]]);
    expect(applied(cart({ subtotalSen: 20_001 }))).toEqual([
      [0, 'Packing', 200],
      [2, 'Insurance', 400],
    ]);
  });

  it('type 4 applies once when any line is in the category, as a percentage of the subtotal', () => {
    const lines = [{ categoryIds: ['drinks'] }, { categoryIds: ['frozen', 'meat'] }, { categoryIds: ['frozen'] }];
    expect(applied(cart({ subtotalSen: 12_345, lines }))).toEqual([
      [0, 'Packing', 200],
      [3, 'Cold pack', 617],
    ]);
    expect(applied(cart({ lines: [{ categoryIds: ['drinks'] }] }))).toEqual([[0, 'Packing', 200]]);
  });

  it('rounds percentages half up to the sen and leaves out a charge of 0', () => {
    const onePercent = [condition({ conditionType: 1, charge: percent(1) })];
    expect([49, 50, 149, 150, 151].map((subtotalSen) => additionalCharges(onePercent, cart({ subtotalSen }))[0]?.sen ?? 0)).toEqual([0, 1, 1, 2, 2]);
    expect(additionalCharges([condition({ conditionType: 1, charge: fixed(0) })], cart())).toEqual([]);
  });

  it('property: percentage charges are whole sen within half a sen of the exact amount, halves up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100 }), (subtotalSen, p) => {
        const [charge] = additionalCharges([condition({ conditionType: 1, charge: percent(p) })], cart({ subtotalSen }));
        const sen = charge?.sen ?? 0;
        expect(Number.isSafeInteger(sen)).toBe(true);
        const exactTimes100 = subtotalSen * p;
        expect(Math.abs(sen * 100 - exactTimes100)).toBeLessThanOrEqual(50);
        expect(sen * 100 - exactTimes100).not.toBe(-50);
      }),
    );
  });
});
