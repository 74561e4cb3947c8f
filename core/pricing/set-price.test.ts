import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors.ts';
import { MIX_MATCH_ERROR_CODES as C, MIX_MATCH_MESSAGES as M } from '../mix-match/constants.ts';
import { priceSet, type SetPick } from './set-price.ts';
import type { SetRules } from './types.ts';
import { refusal } from '../shared/test-refusal.ts';
import { english } from '../shared/english.ts';

/** A set of RM 50.00: pick 2 tops (the red one costs RM 3.00 more) and 1 bottom. */
const set: SetRules = {
  priceSen: 5000,
  stock: 4,
  active: true,
  selections: [
    {
      id: 'tops',
      requiredQty: 2,
      products: [
        { id: 'white', additionalPriceSen: 0, stock: 5 },
        { id: 'red', additionalPriceSen: 300, stock: 1 },
      ],
    },
    { id: 'bottoms', requiredQty: 1, products: [{ id: 'jeans', additionalPriceSen: 1250, stock: 2 }] },
  ],
};

/** The error priceSet throws for picks, as code, message (in English) and field. */
function failure(picks: SetPick[], of: SetRules = set) {
  const { code, message, field } = refusal(() => priceSet(of, picks));
  return { code, message, field };
}

describe('priceSet', () => {
  it('adds each picked unit’s additional price to the set price', () => {
    expect(priceSet(set, [{ mixMatchProductId: 'white', qty: 2 }, { mixMatchProductId: 'jeans', qty: 1 }])).toEqual({ unitPriceSen: 6250 });
    expect(priceSet(set, [{ mixMatchProductId: 'red', qty: 1 }, { mixMatchProductId: 'white', qty: 1 }, { mixMatchProductId: 'jeans', qty: 1 }])).toEqual({ unitPriceSen: 6550 });
  });

  it('counts picks of the same product together', () => {
    expect(priceSet(set, [{ mixMatchProductId: 'white', qty: 1 }, { mixMatchProductId: 'jeans', qty: 1 }, { mixMatchProductId: 'white', qty: 1 }])).toEqual({ unitPriceSen: 6250 });
    expect(failure([{ mixMatchProductId: 'red', qty: 1 }, { mixMatchProductId: 'red', qty: 1 }, { mixMatchProductId: 'jeans', qty: 1 }])).toEqual({ code: C.pickStock, message: english(M.pickStock), field: 'picks.1.qty' });
  });

  it('refuses a selection filled with fewer or more units than its required number, naming it', () => {
    expect(failure([{ mixMatchProductId: 'white', qty: 1 }, { mixMatchProductId: 'jeans', qty: 1 }])).toEqual({
      code: C.selectionUnfilled,
      message: 'Please choose exactly 2 items in this selection.',
      field: 'selections.0',
    });
    expect(failure([{ mixMatchProductId: 'white', qty: 2 }])).toEqual({ code: C.selectionUnfilled, message: 'Please choose exactly 1 item in this selection.', field: 'selections.1' });
    expect(failure([{ mixMatchProductId: 'white', qty: 3 }, { mixMatchProductId: 'jeans', qty: 1 }]).field).toBe('selections.0');
  });

  it('refuses a product that is not in the set, a quantity below 1 or not whole, and more than the set’s stock of a product', () => {
    expect(failure([{ mixMatchProductId: 'nope', qty: 1 }])).toEqual({ code: C.pickUnknown, message: english(M.pickUnknown), field: 'picks.0.mixMatchProductId' });
    expect(failure([{ mixMatchProductId: 'white', qty: 0 }]).field).toBe('picks.0.qty');
    expect(failure([{ mixMatchProductId: 'jeans', qty: 1 }, { mixMatchProductId: 'white', qty: 1.5 }])).toEqual({ code: C.pickInvalid, message: english(M.pickQtyInvalid), field: 'picks.1.qty' });
    expect(failure([{ mixMatchProductId: 'red', qty: 2 }])).toEqual({ code: C.pickStock, message: english(M.pickStock), field: 'picks.0.qty' });
  });

  it('refuses a hidden set and a set out of stock', () => {
    const picks = [{ mixMatchProductId: 'white', qty: 2 }, { mixMatchProductId: 'jeans', qty: 1 }];
    expect(failure(picks, { ...set, active: false })).toEqual({ code: C.setUnavailable, message: english(M.setUnavailable), field: 'mixMatchId' });
    expect(failure(picks, { ...set, stock: 0 })).toEqual({ code: C.setOutOfStock, message: english(M.setOutOfStock), field: 'mixMatchId' });
  });
});

/**
 * A random set with a valid way to fill it: each product has units picked (0 to 3, the first of
 * each selection at least 1) and spare stock; a selection requires what its products picked.
 */
const filledSet = fc
  .record({
    priceSen: fc.integer({ min: 0, max: 1_000_000 }),
    stock: fc.integer({ min: 1, max: 100 }),
    selections: fc.array(
      fc.array(fc.record({ picked: fc.integer({ min: 0, max: 3 }), spare: fc.integer({ min: 0, max: 5 }), additionalPriceSen: fc.integer({ min: 0, max: 100_000 }) }), { minLength: 1, maxLength: 4 }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ priceSen, stock, selections }) => {
    const shaped = selections.map((products, s) =>
      products.map((p, i) => ({ ...p, picked: i === 0 ? Math.max(1, p.picked) : p.picked, id: `s${s}p${i}` })),
    );
    const priced: SetRules = {
      priceSen,
      stock,
      active: true,
      selections: shaped.map((products, s) => ({
        id: `s${s}`,
        requiredQty: products.reduce((sum, p) => sum + p.picked, 0),
        products: products.map(({ id, additionalPriceSen, picked, spare }) => ({ id, additionalPriceSen, stock: picked + spare })),
      })),
    };
    const picks = shaped.flat().flatMap((p) => (p.picked > 0 ? [{ mixMatchProductId: p.id, qty: p.picked }] : []));
    const expected = priceSen + shaped.flat().reduce((sum, p) => sum + p.picked * p.additionalPriceSen, 0);
    return { set: priced, picks, expected, entries: shaped.flat() };
  });

describe('priceSet properties', () => {
  it('prices any exact filling at the set price plus the picked units’ additional prices, whatever the picks’ order', () => {
    fc.assert(
      fc.property(
        filledSet.chain((filled) => fc.shuffledSubarray(filled.picks, { minLength: filled.picks.length }).map((shuffled) => ({ ...filled, shuffled }))),
        ({ set: priced, picks, shuffled, expected }) => {
          expect(priceSet(priced, picks).unitPriceSen).toBe(expected);
          expect(priceSet(priced, shuffled).unitPriceSen).toBe(expected);
        },
      ),
    );
  });

  it('refuses any filling with one unit more or one unit less of some product', () => {
    fc.assert(
      fc.property(filledSet, fc.nat(), fc.boolean(), ({ set: priced, picks, entries }, which, more) => {
        const entry = entries[which % entries.length]!;
        const changed = more
          ? [...picks, { mixMatchProductId: entry.id, qty: 1 }]
          : picks.flatMap((p) => (p.mixMatchProductId !== entry.id ? [p] : p.qty > 1 ? [{ ...p, qty: p.qty - 1 }] : []));
        // Taking a unit from a product that had none leaves the filling exact.
        fc.pre(more || entry.picked > 0);
        expect(() => priceSet(priced, changed)).toThrow(AppError);
        try {
          priceSet(priced, changed);
        } catch (error) {
          expect([C.selectionUnfilled, C.pickStock]).toContain((error as AppError).code);
        }
      }),
    );
  });
});
