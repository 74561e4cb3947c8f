import { describe, expect, it } from 'vitest';
import type { TProductRow } from '../../../core/catalogue/product-list.ts';
import { ZMixMatchInput, type TMixMatch } from '../../../core/mix-match/schema.ts';
import { BLANK_SET, formValuesOf, rowsOfPicked, toSetInput } from './set-form-values.ts';

const set = {
  id: 'm1',
  nameEn: 'Bundle',
  nameCn: '',
  nameBm: 'Set',
  descriptionEn: 'd',
  descriptionCn: '',
  descriptionBm: '',
  imageId: 'up1',
  imageUrl: '/media/x/up1',
  priceSen: 5900,
  stock: 4,
  active: false,
  sort: 2,
  categories: [{ id: 'c1', nameEn: 'Gifts' }],
  selections: [
    {
      id: 's1',
      nameEn: 'Tops',
      nameCn: '',
      nameBm: '',
      descriptionEn: '',
      descriptionCn: '',
      descriptionBm: '',
      requiredQty: 2,
      sort: 0,
      products: [
        { id: 'e1', productId: 'p1', optionId: '', productName: 'Tee', sku: 'T', optionName: '', variantName: 'White', additionalPriceSen: 0, stock: 3, sort: 0 },
        { id: 'e2', productId: 'p2', optionId: 'o1', productName: 'Socks', sku: 'S-R', optionName: 'Red', variantName: 'Red', additionalPriceSen: 250, stock: 1, sort: 1 },
      ],
    },
  ],
  createdAt: new Date(),
  updatedAt: new Date(),
} satisfies TMixMatch;

describe('set form values', () => {
  it('round-trips a saved set through the form, keeping the saved ids', () => {
    const values = formValuesOf(set);
    expect(values.selections[0]!.products[1]!.productName).toBe('Socks (Red)');
    expect(ZMixMatchInput.parse(toSetInput(values))).toEqual({
      nameEn: 'Bundle',
      nameCn: '',
      nameBm: 'Set',
      descriptionEn: 'd',
      descriptionCn: '',
      descriptionBm: '',
      imageId: 'up1',
      priceSen: 5900,
      stock: 4,
      active: false,
      sort: 2,
      categoryIds: ['c1'],
      selections: [
        {
          id: 's1',
          nameEn: 'Tops',
          nameCn: '',
          nameBm: '',
          descriptionEn: '',
          descriptionCn: '',
          descriptionBm: '',
          requiredQty: 2,
          sort: 0,
          products: [
            { id: 'e1', productId: 'p1', optionId: '', variantName: 'White', additionalPriceSen: 0, stock: 3, sort: 0 },
            { id: 'e2', productId: 'p2', optionId: 'o1', variantName: 'Red', additionalPriceSen: 250, stock: 1, sort: 1 },
          ],
        },
      ],
    });
  });

  it('leaves blank numbers missing, so the schema asks for them', () => {
    const parsed = ZMixMatchInput.safeParse(toSetInput(BLANK_SET));
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['nameEn', 'imageId', 'priceSen', 'stock', 'categoryIds', 'selections.0.nameEn']));
  });

  it('adds a picked product as itself, or one row per option named by the option', () => {
    const product = { id: 'p1', nameEn: 'Tee', sku: 'T', stock: 7, stockUnlimited: false, options: [] } as unknown as TProductRow;
    expect(rowsOfPicked(product)).toEqual([{ productId: 'p1', optionId: '', productName: 'Tee', sku: 'T', variantName: '', additionalPriceSen: 0, stock: 7, sort: 0 }]);
    const socks = { ...product, id: 'p2', nameEn: 'Socks', options: [{ id: 'o1', sku: 'S-R', name: 'Red', priceSen: 1, stock: 2 }] } as unknown as TProductRow;
    expect(rowsOfPicked(socks)).toEqual([{ productId: 'p2', optionId: 'o1', productName: 'Socks (Red)', sku: 'S-R', variantName: 'Red', additionalPriceSen: 0, stock: 2, sort: 0 }]);
  });
});
