import { describe, expect, it } from 'vitest';
import type { ProductColumn } from '../../core/catalogue/bulk/product-columns.ts';
import { senFromText } from '../../core/shared/money.ts';
import { describeError } from '../../server/errors.ts';
import { productForm, rejection, seedCategory } from '../helpers/fixtures.ts';
import { wordIn } from '../helpers/locales.ts';
import { RAW_SCHEMA_MESSAGE } from '../helpers/raw-messages.ts';
import { shopWorld } from '../helpers/world.ts';
import { bulkShop, importFile, productCsv, rejections } from './bulk/bulk-world.ts';

const { rt, shop } = await shopWorld();
const categoryId = await seedCategory(shop);
const form = (overrides: Parameters<typeof productForm>[1] = {}) => productForm(categoryId, overrides);

/** The one message a product form is refused with, on its field, in English; nothing is stored. */
async function refusal(overrides: Parameters<typeof productForm>[1]): Promise<Record<string, string>> {
  const before = await rt.database.client.product.count({ where: { merchantId: shop.merchantId } });
  const error = await rejection(shop.admin.caller.products.create(form(overrides)));
  expect(error.code).toBe('BAD_REQUEST');
  expect(await rt.database.client.product.count({ where: { merchantId: shop.merchantId } })).toBe(before);
  return error.fieldErrors!;
}

describe('the product form says precisely what is wrong', () => {
  it('names the field and its maximum for text over its length, never "is required"', async () => {
    expect(await refusal({ nameEn: 'x'.repeat(5000) })).toEqual({ nameEn: 'Product name must be at most 255 characters.' });
    expect(await refusal({ nameCn: '长'.repeat(256) })).toEqual({ nameCn: 'Name (CN) must be at most 255 characters.' });
    expect(await refusal({ detailEn: 'y'.repeat(20_001) })).toEqual({ detailEn: 'Product description must be at most 20,000 characters.' });
    expect(await refusal({ sku: 'S'.repeat(65) })).toEqual({ sku: 'SKU must be at most 64 characters.' });
  });

  it('tells a price that is no number, a negative one, one of more than two decimals and one above the maximum apart', async () => {
    expect(await refusal({ priceSen: senFromText('abc') })).toEqual({ priceSen: 'Price must be a number, like 12.50.' });
    expect(await refusal({ priceSen: senFromText('-5') })).toEqual({ priceSen: 'Price cannot be negative.' });
    expect(await refusal({ priceSen: senFromText('12.345') })).toEqual({ priceSen: 'Price can have at most two decimals.' });
    expect(await refusal({ priceSen: senFromText('1000000.01') })).toEqual({ priceSen: 'Price must be at most RM 1,000,000.00.' });
    expect(await refusal({ discountedPriceSen: -100 })).toEqual({ discountedPriceSen: 'The discounted price cannot be negative.' });
    expect((await shop.admin.caller.products.create(form({ priceSen: senFromText('1,000,000.00') }))).priceSen).toBe(100_000_000);
  });

  it('refuses a negative stock with a message instead of storing 0', async () => {
    expect(await refusal({ stock: -3 })).toEqual({ stock: 'Stock cannot be negative.' });
    expect(await refusal({ stock: 2.5 })).toEqual({ stock: 'Stock must be a whole number.' });
    expect(await refusal({ stock: 100_000_001 })).toEqual({ stock: 'Stock must be at most 100,000,000.' });
  });

  it('takes a SKU of letters, digits, hyphens, underscores and dots only', async () => {
    const rule = 'SKU can only have letters A-Z, digits 0-9, hyphens (-), underscores (_) and dots (.).';
    for (const sku of ['A B', 'BK#1', 'BK/1', 'BK,1', 'BAJU—1', 'бк-1']) expect(await refusal({ sku })).toEqual({ sku: rule });
    expect((await shop.admin.caller.products.create(form({ sku: 'Bk_1.s-2' }))).sku).toBe('Bk_1.s-2');
  });

  it('answers each refusal as a key with values for the dashboard to word, in Chinese too', async () => {
    const error = await shop.admin.caller.products.create(form({ nameEn: 'x'.repeat(300), priceSen: -1 })).catch((e: unknown) => e);
    const { data } = describeError(error as Parameters<typeof describeError>[0]);
    expect(data.fieldErrors).toEqual({
      nameEn: { key: 'messages.shared.tooLong', params: { field: { key: 'messages.fields.productName' }, max: 255 } },
      priceSen: { key: 'messages.shared.negative', params: { field: { key: 'messages.fields.price' } } },
    });
    expect(wordIn('zh', data.fieldErrors!.nameEn!)).toBe('商品名称最多只能有 255 个字符。');
    expect(wordIn('zh', data.fieldErrors!.priceSen!)).toBe('价格不能为负数。');
  });
});

const COLUMNS = ['sku', 'nameEn', 'detailEn', 'categories', 'images', 'price', 'stock', 'logistics'] as const satisfies readonly ProductColumn[];

describe('a product file is refused in the form’s own words, cell by cell', () => {
  it('names over-long text, each way a price is wrong, a negative stock and a SKU’s characters, and imports nothing', async () => {
    const bulk = await bulkShop(rt);
    const product = (sku: string, cells: Partial<Record<(typeof COLUMNS)[number], string>>) =>
      COLUMNS.map((c) => ({ sku, nameEn: 'Selendang Sutera', detailEn: 'Selendang sutera halus, sesuai untuk majlis.', categories: 'Pakaian', images: 'https://cdn.kedai.example.my/s.jpg', price: '25.00', stock: '3', logistics: 'delivery', ...cells })[c]);
    const file = productCsv(COLUMNS, [
      product('SL-1', { nameEn: 'n'.repeat(5000) }),
      product('SL-2', { price: 'abc' }),
      product('SL-3', { price: '-5' }),
      product('SL-4', { price: '1.234' }),
      product('SL-5', { price: '1000000.01' }),
      product('SL-6', { stock: '-3' }),
      product('SL 7', {}),
      product('SL-8', { stock: 'lots' }),
    ]);
    const job = await importFile(rt, bulk, 'precise.csv', file);
    expect(job).toMatchObject({ status: 'failed', failedCount: 8 });
    const refused = await rejections(bulk, job);
    expect(refused).toEqual([
      [2, 'Name (EN)', 'Product name must be at most 255 characters.'],
      [3, 'Price (RM)', 'Price must be a number, like 12.50.'],
      [4, 'Price (RM)', 'Price cannot be negative.'],
      [5, 'Price (RM)', 'Price can have at most two decimals.'],
      [6, 'Price (RM)', 'Price must be at most RM 1,000,000.00.'],
      [7, 'Stock', 'Stock cannot be negative.'],
      [8, 'Product SKU', 'SKU can only have letters A-Z, digits 0-9, hyphens (-), underscores (_) and dots (.).'],
      [9, 'Stock', 'Stock must be a whole number, 0 or more. Or write unlimited.'],
    ]);
    expect(refused.map(([, , reason]) => reason).filter((reason) => RAW_SCHEMA_MESSAGE.test(String(reason)))).toEqual([]);
    expect(await rt.database.client.product.count({ where: { merchantId: bulk.merchantId } })).toBe(0);
  });
});

describe('a choice outside a list', () => {
  it('names the choices there are, in English and as a message for the dashboard to word', async () => {
    const error = await shop.admin.caller.jobs.list({ kind: 'stock-take' as never }).catch((e: unknown) => e);
    const { message, data } = describeError(error as Parameters<typeof describeError>[0]);
    expect(data.fieldErrors!.kind).toMatchObject({ key: 'messages.shared.oneOf' });
    expect(message).toMatch(/^Choose one of: .*\bproduct-import\b.*\.$/);
    expect(wordIn('zh', data.fieldErrors!.kind!)).toMatch(/^请从以下选项中选择：.*\bproduct-import\b/);
  });
});
