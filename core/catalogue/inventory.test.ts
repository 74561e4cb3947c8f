import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTORY_ACTION, INVENTORY_PLATFORM } from './constants.ts';
import { stockChanges, type StockLine } from './inventory.ts';

const entry = { actionType: INVENTORY_ACTION.merchantUpdate, platform: INVENTORY_PLATFORM.nms, userId: 'u1', at: new Date('2026-03-01T02:00:00Z'), note: 'Quick edit' };

/** Stock lines with unique (product, SKU) keys drawn from a small pool, so before and after overlap. */
const linesArb = fc
  .uniqueArray(fc.record({ productId: fc.constantFrom('p1', 'p2'), sku: fc.constantFrom('A', 'B', 'C', 'D'), stock: fc.integer({ min: 0, max: 50 }) }), {
    selector: (l) => `${l.productId}/${l.sku}`,
    maxLength: 8,
  })
  .map((lines) => lines.map((l): StockLine => ({ ...l, optionId: l.sku === 'A' ? null : `o-${l.sku}` })));

const total = (lines: StockLine[]) => lines.reduce((s, l) => s + l.stock, 0);
const key = (l: { productId: string; sku: string }) => `${l.productId}/${l.sku}`;

describe('stockChanges', () => {
  it('the changes add up to the difference of the totals', () => {
    fc.assert(
      fc.property(linesArb, linesArb, (before, after) => {
        const rows = stockChanges('m1', before, after, entry);
        expect(rows.reduce((s, r) => s + r.change, 0)).toBe(total(after) - total(before));
      }),
    );
  });

  it('lines whose stock did not move make no row; every other line makes exactly one', () => {
    fc.assert(
      fc.property(linesArb, linesArb, (before, after) => {
        const rows = stockChanges('m1', before, after, entry);
        const old = new Map(before.map((l) => [key(l), l.stock]));
        const now = new Map(after.map((l) => [key(l), l.stock]));
        const moved = new Set([...old.keys(), ...now.keys()].filter((k) => (old.get(k) ?? 0) !== (now.get(k) ?? 0)));
        expect(rows.map(key).sort()).toEqual([...moved].sort());
        for (const r of rows) {
          expect(r.change).not.toBe(0);
          expect(r.stockAfter).toBe(now.get(key(r)) ?? 0);
          expect(r.stockAfter - r.change).toBe(old.get(key(r)) ?? 0);
        }
      }),
    );
  });

  it('write the action type, platform, user, time and note given, for the merchant given', () => {
    const rows = stockChanges('m1', [{ productId: 'p1', optionId: null, sku: 'A', stock: 5 }], [{ productId: 'p1', optionId: null, sku: 'A', stock: 2 }], entry);
    expect(rows).toEqual([{ merchantId: 'm1', productId: 'p1', optionId: null, sku: 'A', change: -3, stockAfter: 2, actionType: 1, platform: 4, userId: 'u1', note: 'Quick edit', at: entry.at }]);
    expect(stockChanges('m1', [], [], entry)).toEqual([]);
  });

  it('numbers action types and platforms as the spec does', () => {
    expect(INVENTORY_ACTION).toEqual({ merchantUpdate: 1, cancelledByMerchant: 2, apiUpdate: 3, withholding: 4, order: 5, orderCancelled: 6 });
    expect(INVENTORY_PLATFORM).toEqual({ website: 1, mobile: 2, newstore: 3, nms: 4, app: 5, officialApi: 6, firstMarketplace: 7, secondMarketplace: 8, shortVideo: 9 });
  });
});
