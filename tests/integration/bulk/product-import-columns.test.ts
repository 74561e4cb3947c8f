import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES as B } from '../../../core/catalogue/bulk/bulk-messages.ts';
import { PRODUCT_COLUMNS, PRODUCT_COLUMN_KEYS, type ProductColumn } from '../../../core/catalogue/bulk/product-columns.ts';
import { CATALOGUE_MESSAGES as M } from '../../../core/catalogue/constants.ts';
import type { TEditableProduct } from '../../../core/catalogue/product-views.ts';
import { openJobFile } from '../../../core/jobs/job-files.ts';
import type { TJob } from '../../../core/jobs/schema.ts';
import { SHEET_MESSAGES } from '../../../core/sheets/sheet-messages.ts';
import { readSheetRows } from '../../../core/sheets/sheet-reader.ts';
import { JOB_KINDS } from '../../../server/jobs/job-kinds.ts';
import type { EnglishJob } from '../../helpers/job-summary.ts';
import { RAW_SCHEMA_MESSAGE } from '../../helpers/raw-messages.ts';
import { shopWorld } from '../../helpers/world.ts';
import { bulkShop, errorRows, importFile, runJobs, upload, type BulkShop } from './bulk-world.ts';
import { english } from '../../../core/shared/english.ts';

const { rt, shop } = await shopWorld(bulkShop);
/** The shop's products as a file: an export, which is a valid product file with every column. */
let header: string[];
let rows: string[][];
let stored: TEditableProduct[];

type View = TEditableProduct;
type Form = Parameters<BulkShop['admin']['caller']['products']['create']>[0];

/** Two products whose every field differs from the form's default: one without variants, one with. */
async function seedProducts(): Promise<void> {
  const admin = shop.admin.caller;
  const google = await admin.googleCategories.create({ name: 'Apparel & Accessories > Clothing' });
  const spec = await admin.specNames.create({ nameEn: 'Material' });
  const manual = await upload(shop, 'product-file', 'panduan.pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
  const plain: Form = {
    sku: 'FULL-1',
    nameEn: 'Baju Kurung Moden',
    nameCn: '现代马来装',
    nameBm: 'Baju Kurung Moden Wanita',
    detailEn: 'Baju kurung moden, kain cotton lembut untuk Hari Raya.',
    detailCn: '柔软棉布',
    detailBm: 'Kain lembut dan selesa dipakai.',
    shortDescriptionEn: 'Soft and light',
    shortDescriptionCn: '轻柔',
    shortDescriptionBm: 'Lembut',
    inTheBoxEn: '1 x baju, 1 x kain',
    inTheBoxCn: '一件上衣',
    inTheBoxBm: '1 x baju',
    categoryIds: [shop.categoryIds.bajuKurung],
    tags: ['raya', 'baju'],
    brandId: shop.brandId,
    googleCategoryId: google.id,
    specs: [{ specNameId: spec.id, nameEn: 'Material', nameCn: '材料', nameBm: 'Bahan', detailEn: 'Cotton', detailCn: '棉', detailBm: 'Kapas' }],
    images: [{ url: 'https://cdn.kedai.example.my/full-1.jpg' }],
    videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    files: [{ uploadId: manual.id, name: 'Panduan saiz.pdf' }],
    priceSen: 12990,
    discountedPriceSen: 9990,
    stock: 15,
    wholesaleTiers: [{ minQty: 10, maxQty: null, priceSen: 11990 }],
    weightGrams: 2000,
    weightUnit: 'kg',
    lengthMm: 305,
    widthMm: 200,
    heightMm: 35,
    specialRequests: [{ title: 'Wrapping', type: 'select', required: true, choices: ['Red', 'Blue'] }],
    preOrder: true,
    preOrderDays: 14,
    condition: 'used',
    visibility: 'hidden',
    sort: 3,
    logistics: [
      { logistic: 'delivery', enabled: false, freeShipping: false },
      { logistic: 'self_pickup', enabled: true, freeShipping: true },
    ],
  };
  await admin.products.create(plain);
  await admin.products.create({
    ...plain,
    sku: 'FULL-2',
    nameEn: 'Tudung Sarung',
    categoryIds: [shop.categoryIds.clothing],
    images: [{ url: 'https://cdn.kedai.example.my/full-2.jpg' }],
    priceSen: null,
    discountedPriceSen: null,
    stockUnlimited: true,
    wholesaleTiers: [],
    weightGrams: 350,
    weightUnit: 'g',
    variants: [
      {
        name: 'Warna',
        options: [
          { name: 'Merah', sku: 'FULL-2-R', priceSen: 2500, stock: 3 },
          { name: 'Biru', sku: 'FULL-2-B', priceSen: 2700, stock: 4 },
        ],
      },
    ],
  });
}

async function exportedRows(): Promise<string[][]> {
  const job = await shop.admin.caller.jobs.start({ kind: 'product-export', format: 'csv' });
  await runJobs(rt, shop.merchantId);
  const file = await openJobFile(shop.ctx, JOB_KINDS, job.id, 'result');
  const out: string[][] = [];
  for await (const row of readSheetRows('csv', file.body)) out.push(row.cells);
  return out;
}

async function viewOf(sku: string): Promise<View> {
  const product = await rt.database.client.product.findFirstOrThrow({ where: { merchantId: shop.merchantId, sku }, select: { id: true } });
  return shop.admin.caller.products.get({ id: product.id });
}

/** A view without what differs between two writes of the same product: ids, times, and the SKUs' prefix. */
function comparable(view: View, prefix = '') {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...rest } = view;
  const unprefixed = (sku: string) => (sku.startsWith(prefix) ? sku.slice(prefix.length) : sku);
  return { ...rest, sku: unprefixed(rest.sku), variants: rest.variants.map((v) => ({ ...v, options: v.options.map(({ id: _option, ...o }) => ({ ...o, sku: unprefixed(o.sku) })) })) };
}

/** The file without one column (or whole); SKUs prefixed when given, so that the rows are new products. */
function fileWithout(column: ProductColumn | null, prefix = ''): string {
  const at = column ? header.indexOf(PRODUCT_COLUMNS[column]) : -1;
  const skuColumns = new Set([header.indexOf(PRODUCT_COLUMNS.sku), header.indexOf(PRODUCT_COLUMNS.optionSku)]);
  const rewrite = (cells: string[]) => cells.map((cell, i) => (prefix && skuColumns.has(i) && cell ? `${prefix}${cell}` : cell)).filter((_, i) => i !== at);
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return [header.filter((_, i) => i !== at), ...rows.map(rewrite)].map((cells) => cells.map(quote).join(',')).join('\n');
}

/** Every message a person reads of a job: its summary and each reason of its error file. */
async function messagesOf(job: EnglishJob): Promise<string[]> {
  const reasons = job.hasErrorFile ? (await errorRows(shop, job)).slice(1).map((row) => row[2] ?? '') : [];
  return [job.summary, ...reasons];
}

async function rejectionsOf(job: Pick<TJob, 'id'>) {
  return (await errorRows(shop, job)).slice(1).map(([row, column, reason]) => [Number(row), column, reason]);
}

/**
 * What leaving a column out means. header: the file is refused on row 1 (a column of a group
 * the file has, with these reasons);
 * required: the form needs a value, so creating refuses the rows of these products on that column
 * with the form's message; otherwise creating takes the form's default for the fields the column
 * holds (given as the change to the stored product). Updating keeps every stored value.
 */
type Omitted = { header: string[] } | { required: string; rows: 'first' | 'plain' | 'options' } | { defaults: (view: View) => Partial<View> };

const blank = (field: keyof View) => (): Partial<View> => ({ [field]: '' });
const together = (...groups: ProductColumn[][]) => ({ header: groups.map((columns) => english(B.columnsTogether(columns.map((c) => PRODUCT_COLUMNS[c])))) });

const OMITTED: Record<ProductColumn, Omitted> = {
  sku: { header: [english(SHEET_MESSAGES.missingColumn)] },
  nameEn: { required: english(M.nameRequired), rows: 'first' },
  nameCn: { defaults: blank('nameCn') },
  nameBm: { defaults: blank('nameBm') },
  detailEn: { required: english(M.detailRequired), rows: 'first' },
  detailCn: { defaults: blank('detailCn') },
  detailBm: { defaults: blank('detailBm') },
  shortDescriptionEn: { defaults: blank('shortDescriptionEn') },
  shortDescriptionCn: { defaults: blank('shortDescriptionCn') },
  shortDescriptionBm: { defaults: blank('shortDescriptionBm') },
  inTheBoxEn: { defaults: blank('inTheBoxEn') },
  inTheBoxCn: { defaults: blank('inTheBoxCn') },
  inTheBoxBm: { defaults: blank('inTheBoxBm') },
  categories: { required: english(M.categoryRequired), rows: 'first' },
  tags: { defaults: () => ({ tags: [] }) },
  brand: { defaults: () => ({ brandId: null }) },
  googleCategory: { defaults: () => ({ googleCategoryId: null }) },
  // A product's specifications are one list written in three languages: the columns go together.
  specsEn: together(['specsEn', 'specsCn'], ['specsEn', 'specsBm']),
  specsCn: together(['specsEn', 'specsCn']),
  specsBm: together(['specsEn', 'specsBm']),
  images: { required: english(M.pictureRequired), rows: 'first' },
  videos: { defaults: () => ({ videos: [] }) },
  files: { defaults: () => ({ files: [] }) },
  price: { required: english(M.priceRequired), rows: 'plain' },
  discountedPrice: { defaults: () => ({ discountedPriceSen: null }) },
  stock: { defaults: (v) => ({ stockUnlimited: false, ...(v.variants.length ? {} : { stock: 0 }) }) },
  wholesale: { defaults: () => ({ wholesaleTiers: [] }) },
  weight: { defaults: () => ({ weightGrams: 0 }) },
  // The weight is then in the form's unit, g: the kilograms written become grams.
  weightUnit: { defaults: (v) => ({ weightUnit: 'g', weightGrams: v.weightUnit === 'kg' ? v.weightGrams / 1000 : v.weightGrams }) },
  length: { defaults: () => ({ lengthMm: 0 }) },
  width: { defaults: () => ({ widthMm: 0 }) },
  height: { defaults: () => ({ heightMm: 0 }) },
  specialRequests: { defaults: () => ({ specialRequests: [] }) },
  preOrderDays: { defaults: () => ({ preOrder: false, preOrderDays: null }) },
  condition: { defaults: () => ({ condition: 'new' }) },
  visibility: { defaults: () => ({ visibility: 'public' }) },
  sort: { defaults: () => ({ sort: 0 }) },
  // As the form starts a new product: by delivery.
  logistics: {
    defaults: () => ({
      logistics: [
        { logistic: 'delivery', enabled: true, freeShipping: false },
        { logistic: 'self_pickup', enabled: false, freeShipping: false },
      ],
    }),
  },
  variant: together(['variant', 'option', 'optionSku']),
  option: together(['variant', 'option', 'optionSku']),
  optionSku: together(['variant', 'option', 'optionSku']),
  optionPrice: { required: english(M.priceRequired), rows: 'options' },
  optionStock: { defaults: (v) => (v.variants.length ? { stock: 0, variants: v.variants.map((variant) => ({ ...variant, options: variant.options.map((o) => ({ ...o, stock: 0 })) })) } : {}) },
};

/** The rows (as a spreadsheet numbers them) of the file's products: first rows, and option rows. */
function rowsOf(kind: 'first' | 'plain' | 'options'): number[] {
  const skuAt = header.indexOf(PRODUCT_COLUMNS.sku);
  const optionAt = header.indexOf(PRODUCT_COLUMNS.optionSku);
  return rows.flatMap((cells, i) => {
    const first = i === 0 || rows[i - 1]![skuAt] !== cells[skuAt];
    const option = cells[optionAt] !== '';
    const wanted = kind === 'first' ? first : kind === 'plain' ? first && !option : option;
    return wanted ? [i + 2] : [];
  });
}

beforeAll(async () => {
  await seedProducts();
  [header = [], ...rows] = await exportedRows();
  stored = await Promise.all(['FULL-1', 'FULL-2'].map(viewOf));
});

describe('a product file that leaves a column out', () => {
  it('starts from a file with every column that creates and updates the products as they are', async () => {
    expect(header).toEqual(PRODUCT_COLUMN_KEYS.map((key) => PRODUCT_COLUMNS[key]));
    expect(rowsOf('first')).toEqual([2, 3]);
    const created = await importFile(rt, shop, 'products.csv', fileWithout(null, 'WHOLE-'), { mode: 'create' });
    expect(created).toMatchObject({ status: 'completed', summary: `Imported ${rows.length} rows: 2 products created, 0 updated.` });
    for (const before of stored) expect(comparable(await viewOf(`WHOLE-${before.sku}`), 'WHOLE-')).toEqual(comparable(before));
    const updated = await importFile(rt, shop, 'products.csv', fileWithout(null), { mode: 'update' });
    expect(updated).toMatchObject({ status: 'completed', summary: `Imported ${rows.length} rows: 0 products created, 2 updated.` });
    for (const before of stored) expect(comparable(await viewOf(before.sku))).toEqual(comparable(before));
  });

  describe.each(PRODUCT_COLUMN_KEYS.map((key, i) => [PRODUCT_COLUMNS[key], key, i] as const))('without %s', (title, column, index) => {
    const omitted = OMITTED[column];

    it('creates products with the form’s default, or refuses them in the form’s words', async () => {
      const prefix = `C${index}-`;
      const job = await importFile(rt, shop, 'products.csv', fileWithout(column, prefix), { mode: 'create' });
      const messages = await messagesOf(job);
      expect(messages.filter((m) => RAW_SCHEMA_MESSAGE.test(m))).toEqual([]);
      if ('header' in omitted) {
        expect(job.status).toBe('failed');
        expect(await rejectionsOf(job)).toEqual(omitted.header.map((reason) => [1, title, reason]));
      } else if ('required' in omitted) {
        expect(job.status).toBe('failed');
        expect(await rejectionsOf(job)).toEqual(rowsOf(omitted.rows).map((row) => [row, title, omitted.required]));
      } else {
        expect(job).toMatchObject({ status: 'completed', summary: `Imported ${rows.length} rows: 2 products created, 0 updated.` });
        for (const before of stored) {
          const created = await viewOf(`${prefix}${before.sku}`);
          expect(comparable(created, prefix)).toEqual(comparable({ ...before, ...omitted.defaults(before) }));
        }
      }
    });

    it('updates products keeping the stored value', async () => {
      const job = await importFile(rt, shop, 'products.csv', fileWithout(column), { mode: 'update' });
      const messages = await messagesOf(job);
      expect(messages.filter((m) => RAW_SCHEMA_MESSAGE.test(m))).toEqual([]);
      if ('header' in omitted) {
        expect(job.status).toBe('failed');
        expect(await rejectionsOf(job)).toEqual(omitted.header.map((reason) => [1, title, reason]));
      } else {
        expect(job).toMatchObject({ status: 'completed', summary: `Imported ${rows.length} rows: 0 products created, 2 updated.` });
        for (const before of stored) expect(comparable(await viewOf(before.sku))).toEqual(comparable(before));
      }
    });
  });
});
