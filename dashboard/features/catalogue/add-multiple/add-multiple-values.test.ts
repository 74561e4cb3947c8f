import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '../../../../core/catalogue/constants.ts';
import { nameFromFile, skuFromName, validateBatch, type AddMultipleValues } from './add-multiple-values.ts';

const row = { uploadId: 'u1', nameEn: 'Batik shirt', sku: 'BATIK-SHIRT', priceSen: 2500, stock: 3 };

describe('add multiple', () => {
  it('names a product after its photo', () => {
    expect(nameFromFile('red_batik-shirt.final.JPG')).toBe('Red batik shirt.final');
    expect(skuFromName('Red batik  shirt!')).toBe('RED-BATIK-SHIRT');
  });

  it('needs a photo, then checks every photo as the product it becomes, shared fields once', () => {
    const values: AddMultipleValues = { categoryIds: [], detailEn: 'Hand-drawn batik from Kelantan.', rows: [] };
    expect(validateBatch(values)).toEqual({ rows: CATALOGUE_MESSAGES.photosRequired });
    const errors = validateBatch({ ...values, rows: [row, { ...row, uploadId: 'u2', sku: '', priceSen: null }] });
    expect(errors).toEqual({
      categoryIds: CATALOGUE_MESSAGES.categoryRequired,
      'rows.1.sku': CATALOGUE_MESSAGES.skuRequired,
      'rows.1.priceSen': CATALOGUE_MESSAGES.priceRequired,
    });
    expect(validateBatch({ ...values, categoryIds: ['c1'], rows: [row] })).toEqual({});
  });
});
