import { describe, expect, it } from 'vitest';
import type { TProductRow } from '../../../../core/catalogue/product-list.ts';
import { linesOf, valueOf, withChange } from './quick-edit-lines.ts';

const product = (overrides: Partial<TProductRow>): TProductRow => ({
  id: 'p1',
  sku: 'P-1',
  nameEn: 'Batik shirt',
  thumb: null,
  priceSen: 2500,
  discountedPriceSen: 2000,
  stock: 4,
  stockUnlimited: false,
  visibility: 'public',
  brandName: null,
  categoryNames: [],
  options: [],
  monthSalesSen: 0,
  monthUnits: 0,
  promotion: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...overrides,
});

describe('quick edit lines', () => {
  it('gives a product with options only its visibility, and each option its price and stock', () => {
    const lines = linesOf([product({ options: [{ id: 'o1', sku: 'P-1-S', name: 'S', priceSen: 2500, stock: 2 }] }), product({ id: 'p2', sku: 'P-2', stockUnlimited: true })]);
    expect(lines.map((l) => [l.sku, l.kind, [...l.editable].sort()])).toEqual([
      ['P-1', 'product', ['visibility']],
      ['P-1-S', 'option', ['priceSen', 'stock']],
      ['P-2', 'product', ['discountedPriceSen', 'priceSen', 'visibility']],
    ]);
  });

  it('locks the prices of a product in a promotion, on its own line without options and on its options with them', () => {
    const promotion = { campaignId: 'c1', name: 'Merdeka sale', endAt: new Date(0) };
    const lines = linesOf([product({ promotion }), product({ id: 'p2', sku: 'P-2', promotion, options: [{ id: 'o1', sku: 'P-2-S', name: 'S', priceSen: 2500, stock: 2 }] })]);
    expect(lines.map((l) => [l.sku, [...l.editable].sort(), l.lockedBy?.name ?? null])).toEqual([
      ['P-1', ['stock', 'visibility'], 'Merdeka sale'],
      ['P-2', ['visibility'], null],
      ['P-2-S', ['stock'], 'Merdeka sale'],
    ]);
  });

  it('keeps only values that differ from the stored ones, and a removed discount as null', () => {
    const [line] = linesOf([product({})]);
    let changes = withChange(new Map(), line!, 'priceSen', 2600);
    changes = withChange(changes, line!, 'discountedPriceSen', null);
    expect(changes.get('P-1')).toEqual({ priceSen: 2600, discountedPriceSen: null });
    expect(valueOf(changes, line!, 'discountedPriceSen')).toBeNull();
    expect(valueOf(changes, line!, 'stock')).toBe(4);
    changes = withChange(changes, line!, 'priceSen', 2500);
    changes = withChange(changes, line!, 'discountedPriceSen', 2000);
    expect(changes.size).toBe(0);
  });
});
