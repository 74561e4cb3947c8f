import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '../../../../core/catalogue/constants.ts';
import { english } from '../../../../core/shared/english.ts';
import { inEnglish } from '../../../i18n/test-english.ts';
import { nameFromFile, skuFromName, validateBatch, type AddMultipleValues } from './add-multiple-values.ts';

beforeAll(inEnglish);

const row = { uploadId: 'u1', nameEn: 'Batik shirt', sku: 'BATIK-SHIRT', priceSen: 2500, stock: 3 };

describe('add multiple', () => {
  it('names a product after its photo', () => {
    expect(nameFromFile('red_batik-shirt.final.JPG')).toBe('Red batik shirt.final');
    expect(skuFromName('Red batik  shirt!')).toBe('RED-BATIK-SHIRT');
  });

  it('needs a photo, then checks every photo as the product it becomes, shared fields once, in the interface’s language', () => {
    const values: AddMultipleValues = { categoryIds: [], detailEn: 'Hand-drawn batik from Kelantan.', rows: [] };
    expect(validateBatch(values)).toEqual({ rows: english(CATALOGUE_MESSAGES.photosRequired) });
    const errors = validateBatch({ ...values, rows: [row, { ...row, uploadId: 'u2', sku: '', priceSen: null }] });
    expect(errors).toEqual({
      categoryIds: english(CATALOGUE_MESSAGES.categoryRequired),
      'rows.1.sku': english(CATALOGUE_MESSAGES.skuRequired),
      'rows.1.priceSen': english(CATALOGUE_MESSAGES.priceRequired),
    });
    expect(validateBatch({ ...values, categoryIds: ['c1'], rows: [row] })).toEqual({});
  });
});
