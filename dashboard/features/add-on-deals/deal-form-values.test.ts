import { describe, expect, it } from 'vitest';
import { ZAddOnDealInput } from '../../../core/add-on-deals/schema.ts';
import type { TProductRow } from '../../../core/catalogue/product-list.ts';
import { BLANK_DEAL, newItem, toDealInput } from './deal-form-values.ts';
import { english } from '../../../core/shared/english.ts';

const KL = 'Asia/Kuala_Lumpur';
const cap = { id: 'p1', nameEn: 'Cap', priceSen: 3000, discountedPriceSen: 2500, options: [] } as unknown as TProductRow;

describe('add-on deal form values', () => {
  it('adds a gift at RM 0.00 and an add-on discount with its price to fill, both at the product selling price', () => {
    expect(newItem(cap, '2')).toMatchObject({ productId: 'p1', productPriceSen: 2500, priceSen: 0, purchaseLimit: 1, active: true });
    expect(newItem(cap, '1').priceSen).toBeNull();
  });

  it('leaves blank numbers missing, so the schema names each field', () => {
    const values = { ...BLANK_DEAL, name: 'Deal', purchaseLimit: '' as const, startAt: '2026-06-01 10:00', endAt: '2026-06-01 12:00', mainProducts: [{ productId: 'p2', productName: 'Tee', productPriceSen: 5000 }], items: [newItem(cap, '1')] };
    const parsed = ZAddOnDealInput.safeParse(toDealInput(values, KL));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), english(i.message)])).toEqual([
      ['purchaseLimit', 'Purchase limit must be a whole number, 1 or more.'],
      ['items.0.priceSen', 'Please enter a valid price.'],
      ['items.0.stock', 'Stock must be a whole number, 0 or more.'],
    ]);
  });
});
