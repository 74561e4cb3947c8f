import { describe, expect, it } from 'vitest';
import { productListInput } from './product-list-input.ts';

const params = { page: 2, pageSize: 40 as const, search: 'batik', tab: '', shortcut: null };

describe('product list input', () => {
  it('turns the URL filters into the list call, ignoring unknown values', () => {
    expect(productListInput({ ...params, filters: { category: 'c1', visibility: 'hidden', stock: 'in_stock', sort: 'monthly_sales', priceOp: 'gt', price: '12.5' } })).toEqual({
      page: 2,
      pageSize: 40,
      search: 'batik',
      categoryId: 'c1',
      visibility: 'hidden',
      stock: 'in_stock',
      sort: 'monthly_sales',
      price: { op: 'gt', sen: 1250 },
    });
    expect(productListInput({ ...params, search: '', filters: { sort: 'cheapest', visibility: 'secret', priceOp: 'gt', price: 'abc' } })).toEqual({ page: 2, pageSize: 40, sort: 'default' });
  });
});
