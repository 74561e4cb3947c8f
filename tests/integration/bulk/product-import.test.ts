import { describe, expect, it } from 'vitest';
import type { ProductColumn } from '../../../core/catalogue/bulk/product-columns.ts';
import { writeChunk } from '../../../core/catalogue/bulk/import-commit.ts';
import { CATALOGUE_MESSAGES } from '../../../core/catalogue/constants.ts';
import { viewAsInput } from '../../../core/catalogue/product-views.ts';
import { withTransaction } from '../../../core/shared/context.ts';
import { fileRuntime } from '../../helpers/world.ts';
import { bulkShop, errorRows, importFile, ongoingCampaign, productCsv, rejections, type BulkShop } from './bulk-world.ts';
import { english } from '../../../core/shared/english.ts';
import { msg } from '../../../core/shared/messages.ts';
import { STOCK_NOTES } from '../../../core/catalogue/stock.ts';

const rt = await fileRuntime();

const COLUMNS = [
  'sku',
  'nameEn',
  'nameCn',
  'nameBm',
  'detailEn',
  'categories',
  'tags',
  'brand',
  'images',
  'price',
  'stock',
  'logistics',
  'variant',
  'option',
  'optionSku',
  'optionPrice',
  'optionStock',
] as const satisfies readonly ProductColumn[];

type Row = Partial<Record<(typeof COLUMNS)[number], string>>;
const row = (cells: Row) => COLUMNS.map((c) => cells[c] ?? '');

/** A product with three sizes, its details on the first row and a description over two lines. */
const bajuKurung = (sku: string): string[][] => [
  row({
    sku,
    nameEn: 'Baju Kurung Moden',
    nameCn: '现代马来装',
    nameBm: 'Baju Kurung Moden Wanita',
    detailEn: 'Baju kurung moden,\r\nkain cotton lembut untuk Hari Raya.',
    categories: 'Pakaian > baju kurung',
    tags: 'raya|baju',
    brand: 'KAIN KITA',
    images: 'https://cdn.kedai.example.my/bk.jpg',
    logistics: 'delivery (free shipping)|self_pickup',
    variant: 'Saiz',
    option: 'S',
    optionSku: `${sku}-S`,
    optionPrice: '89.90',
    optionStock: '5',
  }),
  row({ sku, variant: 'Saiz', option: 'M', optionSku: `${sku}-M`, optionPrice: '89.90', optionStock: '7' }),
  row({ sku, variant: 'Saiz', option: 'L', optionSku: `${sku}-L`, optionPrice: '95', optionStock: '0' }),
];

const selendang = (sku: string, cells: Row = {}): string[] =>
  row({ sku, nameEn: 'Selendang Sutera', detailEn: 'Selendang sutera halus, sesuai untuk majlis.', categories: 'Pakaian', images: 'https://cdn.kedai.example.my/s.jpg', price: '25.00', stock: 'unlimited', logistics: 'delivery', ...cells });

async function storedCounts(shop: BulkShop) {
  const where = { merchantId: shop.merchantId };
  const db = rt.database.client;
  return {
    products: await db.product.count({ where }),
    options: await db.productOption.count({ where }),
    tags: await db.productTag.count({ where }),
    stockLog: await db.inventoryLog.count({ where }),
  };
}

describe('importing a product file', () => {
  it('imports a CSV with a BOM, CRLF line ends, a quoted newline, Chinese and Malay text, exactly as the form stores it', async () => {
    const shop = await bulkShop(rt);
    const file = productCsv(COLUMNS, [...bajuKurung('BK-1'), selendang('SL-1')], { bom: true, crlf: true });
    expect(file.startsWith('\uFEFF')).toBe(true);
    const job = await importFile(rt, shop, 'produk.csv', file, { mode: 'create' });
    expect(job).toMatchObject({ status: 'completed', kind: 'product-import', format: 'csv', mode: 'create', totalRows: 4, doneRows: 4, failedCount: 0, hasErrorFile: false });
    expect(job.summary).toBe('Imported 4 rows: 2 products created, 0 updated.');

    const [bk, sl] = (await shop.admin.caller.products.list({ sort: 'a_z' })).items;
    const stored = await shop.admin.caller.products.get({ id: bk!.id });
    expect(stored).toMatchObject({
      sku: 'BK-1',
      nameCn: '现代马来装',
      nameBm: 'Baju Kurung Moden Wanita',
      detailEn: 'Baju kurung moden,\r\nkain cotton lembut untuk Hari Raya.',
      categoryIds: [shop.categoryIds.bajuKurung],
      tags: ['baju', 'raya'],
      brandId: shop.brandId,
      images: [{ uploadId: null, url: 'https://cdn.kedai.example.my/bk.jpg' }],
      priceSen: 8990,
      stock: 12,
      logistics: [
        { logistic: 'delivery', enabled: true, freeShipping: true },
        { logistic: 'self_pickup', enabled: true, freeShipping: false },
      ],
    });
    expect(stored.variants).toEqual([
      {
        name: 'Saiz',
        options: [
          { id: expect.any(String), name: 'S', sku: 'BK-1-S', priceSen: 8990, stock: 5 },
          { id: expect.any(String), name: 'M', sku: 'BK-1-M', priceSen: 8990, stock: 7 },
          { id: expect.any(String), name: 'L', sku: 'BK-1-L', priceSen: 9500, stock: 0 },
        ],
      },
    ]);
    expect(await shop.admin.caller.products.get({ id: sl!.id })).toMatchObject({ sku: 'SL-1', priceSen: 2500, stockUnlimited: true, variants: [] });
    // Every stock movement is logged, as when the form creates the product.
    const log = await rt.database.client.inventoryLog.findMany({ where: { merchantId: shop.merchantId }, orderBy: { sku: 'asc' }, select: { sku: true, change: true, note: true } });
    expect(log.map((l) => ({ ...l, note: english(l.note) }))).toEqual([
      { sku: 'BK-1-M', change: 7, note: 'Product import' },
      { sku: 'BK-1-S', change: 5, note: 'Product import' },
    ]);
    const logs = await rt.database.client.userLog.findMany({ where: { merchantId: shop.merchantId, action: { startsWith: msg('log.catalogue.imported') } }, select: { action: true, category: true } });
    expect(logs.map((l) => ({ ...l, action: english(l.action) }))).toEqual([{ action: 'Imported products from "produk.csv": 2 created, 0 updated', category: 'manage' }]);
  });

  it('commits nothing when one row is bad, and reports its row (as a spreadsheet numbers it), column and reason with its cells', async () => {
    const shop = await bulkShop(rt);
    const bad = selendang('SL-9', { categories: 'Kasut', brand: 'Nike', price: '12.345' });
    const file = productCsv(COLUMNS, [...bajuKurung('BK-1'), selendang('SL-1'), bad], { crlf: true });
    const before = await storedCounts(shop);
    const job = await importFile(rt, shop, 'produk.csv', file);
    expect(job).toMatchObject({ status: 'failed', totalRows: 5, failedCount: 1, hasErrorFile: true });
    expect(job.summary).toBe('1 row of 5 rows rejected; nothing was imported. First: row 6, Categories: Category "Kasut" was not found.');
    expect(await storedCounts(shop)).toEqual(before);
    // Row 2 holds a cell over two lines; the bad product is still row 6.
    expect(await rejections(shop, job)).toEqual([
      [6, 'Categories', 'Category "Kasut" was not found.'],
      [6, 'Brand', 'Brand "Nike" was not found.'],
      [6, 'Price (RM)', 'Price can have at most two decimals.'],
    ]);
    const [header, first] = await errorRows(shop, job);
    expect(header).toEqual(['Row', 'Column', 'Reason', 'Product SKU', 'Name (EN)', 'Name (CN)', 'Name (BM)', 'Description (EN)', 'Categories', 'Tags', 'Brand', 'Images', 'Price (RM)', 'Stock', 'Logistics', 'Variant', 'Option', 'Option SKU', 'Option price (RM)', 'Option stock']);
    expect(first!.slice(3)).toEqual(bad);
  });

  it('writes nothing in a dry run, and says what the file would do', async () => {
    const shop = await bulkShop(rt);
    const before = await storedCounts(shop);
    const job = await importFile(rt, shop, 'produk.csv', productCsv(COLUMNS, [...bajuKurung('BK-1'), selendang('SL-1')]), { dryRun: true });
    expect(job).toMatchObject({ status: 'completed', dryRun: true, totalRows: 4, doneRows: 4, failedCount: 0 });
    expect(job.summary).toBe('Dry run: all 4 rows are valid; 2 products would be created, 0 would be updated. Nothing was written.');
    expect(await storedCounts(shop)).toEqual(before);
    const refused = await importFile(rt, shop, 'produk.csv', productCsv(COLUMNS, [selendang('SL-1', { logistics: '' })]), { dryRun: true });
    expect(refused).toMatchObject({ status: 'failed', failedCount: 1 });
    expect(await rejections(shop, refused)).toEqual([[2, 'Logistics', 'Please enable at least 1 logistic']]);
    expect(await storedCounts(shop)).toEqual(before);
  });

  it('creates, updates or both, by product SKU', async () => {
    const shop = await bulkShop(rt);
    await importFile(rt, shop, 'first.csv', productCsv(COLUMNS, [selendang('SL-1')]), { mode: 'create' });
    const existing = (await shop.admin.caller.products.list({})).items[0]!;

    const create = await importFile(rt, shop, 'again.csv', productCsv(COLUMNS, [selendang('SL-1'), selendang('SL-2')]), { mode: 'create' });
    expect(await rejections(shop, create)).toEqual([[2, 'Product SKU', 'Product SL-1 already exists: import in update or upsert mode to change it.']]);

    const update = await importFile(rt, shop, 'update.csv', productCsv(COLUMNS, [selendang('SL-1', { price: '30' }), selendang('SL-2')]), { mode: 'update' });
    expect(await rejections(shop, update)).toEqual([[3, 'Product SKU', 'Product SL-2 was not found: import in create or upsert mode to add it.']]);
    expect((await shop.admin.caller.products.get({ id: existing.id })).priceSen).toBe(2500);

    const upsert = await importFile(rt, shop, 'upsert.csv', productCsv(COLUMNS, [selendang('SL-1', { price: '30' }), selendang('SL-2')]), { mode: 'upsert' });
    expect(upsert).toMatchObject({ status: 'completed', summary: 'Imported 2 rows: 1 product created, 1 updated.' });
    expect((await shop.admin.caller.products.get({ id: existing.id })).priceSen).toBe(3000);
    expect((await shop.admin.caller.products.list({})).total).toBe(2);
  });

  it('updates only the columns a file has, keeping option ids and logging stock moves', async () => {
    const shop = await bulkShop(rt);
    await importFile(rt, shop, 'first.csv', productCsv(COLUMNS, bajuKurung('BK-1')));
    const id = (await shop.admin.caller.products.list({})).items[0]!.id;
    const before = await shop.admin.caller.products.get({ id });
    const file = productCsv(['sku', 'nameEn', 'variant', 'option', 'optionSku', 'optionStock'], [
      ['BK-1', 'Baju Kurung Klasik', 'Saiz', 'S', 'BK-1-S', '9'],
      ['BK-1', '', 'Saiz', 'M', 'BK-1-M', '7'],
      ['BK-1', '', 'Saiz', 'XL', 'BK-1-XL', '2'],
    ]);
    const job = await importFile(rt, shop, 'names.csv', file, { mode: 'update' });
    expect(await rejections(shop, job)).toEqual([[4, 'Option price (RM)', 'Price is required.']]);
    const fixed = await importFile(rt, shop, 'names.csv', file.replace('BK-1-XL,2', 'BK-1-L,2').replace(',XL,', ',L,'), { mode: 'update' });
    expect(fixed.status).toBe('completed');
    const after = await shop.admin.caller.products.get({ id });
    const { nameEn: _n, variants: _v, stock: _s, updatedAt: _u, ...rest } = after;
    const { nameEn: _bn, variants: _bv, stock: _bs, updatedAt: _bu, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(after.nameEn).toBe('Baju Kurung Klasik');
    const options = (view: typeof before) => view.variants[0]!.options.map(({ id: optionId, sku, priceSen, stock }) => ({ optionId, sku, priceSen, stock }));
    expect(options(after)).toEqual(options(before).map((o) => ({ ...o, stock: { 'BK-1-S': 9, 'BK-1-M': 7, 'BK-1-L': 2 }[o.sku] })));
    const moves = await rt.database.client.inventoryLog.findMany({ where: { merchantId: shop.merchantId, note: STOCK_NOTES.imported, change: { not: 5 } }, orderBy: { sku: 'asc' }, select: { sku: true, change: true, stockAfter: true } });
    expect(moves).toEqual([
      { sku: 'BK-1-L', change: 2, stockAfter: 2 },
      { sku: 'BK-1-M', change: 7, stockAfter: 7 },
      { sku: 'BK-1-S', change: 4, stockAfter: 9 },
    ]);
  });

  it('refuses a row that changes a price of a product in a promotion, on its cell, when reading the file and again at commit', async () => {
    const shop = await bulkShop(rt);
    const admin = shop.admin.caller;
    await importFile(rt, shop, 'first.csv', productCsv(COLUMNS, [...bajuKurung('BK-1'), selendang('SL-1')]));
    const idOf = async (sku: string) => (await admin.products.list({ search: sku })).items.find((p) => p.sku === sku)!.id;
    const [bk, sl] = [await admin.products.get({ id: await idOf('BK-1') }), await admin.products.get({ id: await idOf('SL-1') })];
    const sale = await ongoingCampaign(shop, 'Raya sale', [
      { productId: sl.id, priceSen: 2000 },
      { productId: bk.id, optionId: bk.variants[0]!.options[2]!.id, priceSen: 8000 },
    ]);
    const locked = CATALOGUE_MESSAGES.priceLocked(sale.name);
    const repriced = bajuKurung('BK-1').map((cells, i) => (i === 1 ? cells.map((cell, c) => (COLUMNS[c] === 'optionPrice' ? '79.90' : cell)) : cells));
    const job = await importFile(rt, shop, 'prices.csv', productCsv(COLUMNS, [...repriced, selendang('SL-1', { price: '30' })]), { mode: 'update' });
    expect(job).toMatchObject({ status: 'failed', failedCount: 2 });
    expect(await rejections(shop, job)).toEqual([
      [3, 'Option price (RM)', english(locked)],
      [5, 'Price (RM)', english(locked)],
    ]);
    expect((await admin.products.get({ id: sl.id })).priceSen).toBe(2500);

    // The same prices with other changes import.
    const renamed = await importFile(rt, shop, 'names.csv', productCsv(COLUMNS, [...bajuKurung('BK-1'), selendang('SL-1', { nameEn: 'Selendang Baru' })]), { mode: 'update' });
    expect(renamed.status).toBe('completed');
    expect((await admin.products.get({ id: sl.id })).nameEn).toBe('Selendang Baru');

    // A campaign may start between reading the file and writing it: each write judges again,
    // leaving the locked product as it is (the others of its chunk are written).
    const entry = { firstRow: 7, optionRows: [], action: 'update' as const, rowCount: 1, input: { ...viewAsInput(sl), priceSen: 3100 } };
    const written = await withTransaction(shop.ctx, (tx) => writeChunk(tx, [entry], 'update'));
    expect(written).toMatchObject({ errors: [{ row: 7, column: 'Price (RM)', reason: locked }], updated: 0 });
    expect((await admin.products.get({ id: sl.id })).priceSen).toBe(2500);
  });

  it('refuses rows of a product that are not next to each other, and SKUs used twice', async () => {
    const shop = await bulkShop(rt);
    const [first, second, third] = bajuKurung('BK-1');
    const file = productCsv(COLUMNS, [first!, second!, selendang('SL-1', { sku: 'SL-1' }), third!, selendang('BK-1-S')]);
    const job = await importFile(rt, shop, 'mixed.csv', file);
    expect(await rejections(shop, job)).toEqual([
      [5, 'Product SKU', 'The rows of product BK-1 must be next to each other; it already appeared at row 2.'],
      [6, 'Product SKU', 'SKU BK-1-S is already used at row 2 of this file.'],
    ]);
  });

  it('matches headers whatever their case, and refuses unknown or incomplete columns on row 1', async () => {
    const shop = await bulkShop(rt);
    const lower = productCsv(COLUMNS, [selendang('SL-1')]).replace('Product SKU,Name (EN)', 'product sku,NAME  (en)');
    expect((await importFile(rt, shop, 'lower.csv', lower)).status).toBe('completed');
    const unknown = await importFile(rt, shop, 'unknown.csv', 'Product SKU,Colour,Option\nX,Red,S\n');
    expect(await rejections(shop, unknown)).toEqual([
      [1, 'Colour', 'This column is not one of the template columns.'],
      [1, 'Variant', 'Variant, Option, Option SKU go together: the file must have all of them or none.'],
    ]);
    const noSku = await importFile(rt, shop, 'nosku.csv', 'Name (EN)\nBaju\n');
    expect(await rejections(shop, noSku)).toEqual([[1, 'Product SKU', 'The file has no such column; use the headers of the template.']]);
  });

  it('reports a file that is not valid CSV on the row where reading stopped', async () => {
    const shop = await bulkShop(rt);
    const job = await importFile(rt, shop, 'broken.csv', 'Product SKU,Name (EN)\nA,"unclosed\nB,x\n');
    expect(job.status).toBe('failed');
    const [[row, column, reason]] = (await rejections(shop, job)) as [[number, string, string]];
    expect([row, column]).toEqual([2, '']);
    expect(reason).toMatch(/^The file is not a valid CSV file: /);
  });
});
