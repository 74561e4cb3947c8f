import { describe, expect, it } from 'vitest';
import { MIX_MATCH_ERROR_CODES as C, MIX_MATCH_MESSAGES as M } from './constants.ts';
import { canRemoveProduct, stockShortfall } from './stock-rules.ts';
import { english } from '../shared/english.ts';

describe('stockShortfall', () => {
  it('accepts selections whose products hold more than the required purchase number, and refuses exactly as many', () => {
    expect(stockShortfall([{ requiredQty: 3, products: [{ stock: 2 }, { stock: 2 }] }])).toBeNull();
    expect(stockShortfall([{ requiredQty: 3, products: [{ stock: 1 }, { stock: 2 }] }])).toMatchObject({ code: C.stockNotEnough, message: M.stockNotEnough, field: 'selections.0.products' });
  });

  it('names the first selection that falls short with the spec message', () => {
    const error = stockShortfall([
      { requiredQty: 1, products: [{ stock: 2 }] },
      { requiredQty: 4, products: [{ stock: 1 }, { stock: 2 }] },
      { requiredQty: 2, products: [] },
    ]);
    expect(error).toMatchObject({ code: C.stockNotEnough, message: M.stockNotEnough, field: 'selections.1.products' });
    expect(english(M.stockNotEnough)).toBe('Product stock is not enough for required purchase number');
  });

  it('gives the deletion message when saved products were taken out of a saved selection', () => {
    const saved = new Map([['sel', new Set(['a', 'b'])]]);
    const shortfall = stockShortfall([{ id: 'sel', requiredQty: 3, products: [{ id: 'a', stock: 3 }] }], saved);
    expect(shortfall).toMatchObject({ code: C.removeStockNotEnough, field: 'selections.0.products' });
    expect(english(shortfall!.message)).toBe('Total stock not enough; add more products before deleting');
    // Nothing taken out: the stock itself was lowered.
    expect(stockShortfall([{ id: 'sel', requiredQty: 3, products: [{ id: 'a', stock: 1 }, { id: 'b', stock: 2 }] }], saved)?.code).toBe(C.stockNotEnough);
  });
});

describe('canRemoveProduct', () => {
  it('allows a removal only when the rest still exceed the required purchase number', () => {
    const selection = { requiredQty: 3, products: [{ stock: 2 }, { stock: 1 }, { stock: 2 }] };
    expect(canRemoveProduct(selection, 1)).toBe(true);
    // The rest would hold exactly 3.
    expect(canRemoveProduct(selection, 0)).toBe(false);
  });
});
