import ExcelJS from 'exceljs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { openJobFile } from '../../../core/jobs/job-files.ts';
import type { TFileFormat } from '../../../core/jobs/schema.ts';
import { JOB_KINDS } from '../../../server/jobs/job-kinds.ts';
import { inEnglish } from '../../helpers/job-summary.ts';
import { fileRuntime } from '../../helpers/world.ts';
import { bulkShop, importFile, runJobs, upload, type BulkShop } from './bulk-world.ts';

const rt = await fileRuntime();

type Form = Parameters<BulkShop['admin']['caller']['products']['create']>[0];

/** A product with every field the form has, and text a spreadsheet would take for a formula. */
async function richProducts(shop: BulkShop, withUploads: boolean): Promise<void> {
  const admin = shop.admin.caller;
  const google = await admin.googleCategories.create({ name: 'Apparel & Accessories > Clothing' });
  const spec = await admin.specNames.create({ nameEn: 'Material' });
  const odd = await admin.categories.create({ nameEn: 'Sale | Jualan > 50%', parentId: shop.categoryIds.clothing });
  const picture = withUploads ? await upload(shop, 'product-image', 'baju.png', await QRCode.toBuffer('baju')) : null;
  const manual = withUploads ? await upload(shop, 'product-file', 'panduan.pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')) : null;
  const full: Form = {
    sku: 'BK-100',
    nameEn: '=HYPERLINK("https://evil.example","Baju")',
    nameCn: '现代马来装',
    nameBm: 'Baju Kurung: edisi Raya',
    detailEn: '+ Kain cotton lembut\n- Jahitan kemas\n@ Sesuai untuk Hari Raya',
    detailCn: '柔软棉布',
    detailBm: 'Kain lembut, "selesa" dipakai.',
    shortDescriptionEn: 'Soft; light',
    inTheBoxEn: '1 x baju, 1 x kain',
    categoryIds: [shop.categoryIds.bajuKurung, odd.id],
    tags: ['raya', 'pots | pans', '@home'],
    brandId: shop.brandId,
    googleCategoryId: google.id,
    specs: [
      { specNameId: spec.id, nameEn: 'Material', nameCn: '材料', detailEn: 'Cotton: 100%', detailCn: '棉' },
      { nameEn: 'Fit: loose', detailEn: 'Longgar | selesa', nameBm: 'Potongan', detailBm: 'Longgar' },
    ],
    images: [...(picture ? [{ uploadId: picture.id }] : []), { url: 'https://cdn.kedai.example.my/bk-100.jpg' }],
    videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    files: manual ? [{ uploadId: manual.id, name: 'Panduan: saiz.pdf' }] : [],
    priceSen: 12990,
    discountedPriceSen: 9990,
    stock: 15,
    wholesaleTiers: [
      { minQty: 10, maxQty: 49, priceSen: 11990 },
      { minQty: 50, maxQty: null, priceSen: 10990 },
    ],
    weightGrams: 1250,
    weightUnit: 'kg',
    lengthMm: 305,
    widthMm: 200,
    heightMm: 35,
    specialRequests: [
      { title: 'Gift note', type: 'text', required: false, choices: [] },
      { title: 'Wrapping (paper)', type: 'select', required: true, choices: ['Red; gold', 'Blue'] },
    ],
    preOrder: true,
    preOrderDays: 14,
    condition: 'used',
    visibility: 'hidden',
    sort: 3,
    logistics: [
      { logistic: 'delivery', enabled: true, freeShipping: true },
      { logistic: 'self_pickup', enabled: false, freeShipping: false },
    ],
  };
  await admin.products.create(full);
  await admin.products.create({
    sku: 'TS-1',
    nameEn: 'Tudung Sarung',
    detailEn: 'Tudung sarung untuk kegunaan harian.',
    categoryIds: [shop.categoryIds.clothing],
    images: [{ url: 'https://cdn.kedai.example.my/ts-1.jpg' }],
    stockUnlimited: true,
    variants: [
      {
        name: 'Warna',
        options: [
          { name: 'Merah', sku: 'TS-1-R', priceSen: 2500, stock: 3 },
          { name: 'Biru', sku: 'TS-1-B', priceSen: 2700, stock: 0 },
        ],
      },
      { name: 'Saiz', options: [{ name: 'Free size', sku: 'TS-1-F', priceSen: 2500, stock: 8 }] },
    ],
    logistics: [{ logistic: 'self_pickup', enabled: true }],
  });
}

async function exported(shop: BulkShop, format: TFileFormat): Promise<Buffer> {
  const job = await shop.admin.caller.jobs.start({ kind: 'product-export', format });
  await runJobs(rt, shop.merchantId);
  const done = inEnglish(await shop.admin.caller.jobs.get({ id: job.id }));
  expect(done).toMatchObject({ status: 'completed', hasResult: true, totalRows: 4, doneRows: 4, summary: 'Exported 2 products in 4 rows.' });
  const chunks: Buffer[] = [];
  for await (const chunk of (await openJobFile(shop.ctx, JOB_KINDS, job.id, 'result')).body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every product as the form loads it, without the time of the last write. */
async function views(shop: BulkShop) {
  const { items } = await shop.admin.caller.products.list({ sort: 'a_z' });
  return Promise.all(items.map(async ({ id }) => ({ ...(await shop.admin.caller.products.get({ id })), updatedAt: null })));
}

describe('exporting products', () => {
  it('writes CSV that imports back unchanged, and exports again byte for byte', async () => {
    const shop = await bulkShop(rt);
    await richProducts(shop, true);
    const before = await views(shop);
    const csv = await exported(shop, 'csv');
    const text = csv.toString('utf8');
    expect(text.startsWith('\uFEFFProduct SKU,Name (EN),')).toBe(true);
    // Text that starts like a formula is guarded with an apostrophe, which the import takes off.
    expect(text).toContain(`'=HYPERLINK(""https://evil.example"",""Baju"")`);
    expect(text).toContain(`"'+ Kain cotton lembut\n- Jahitan kemas\n@ Sesuai untuk Hari Raya"`);
    expect(text).toContain('Pakaian > Baju Kurung|Pakaian > Sale \\| Jualan \\> 50%');
    expect(text).toContain('Gift note (text)|Wrapping (paper) (select, required): Red\\; gold; Blue');

    const job = await importFile(rt, shop, 'products.csv', csv, { mode: 'update' });
    expect(job).toMatchObject({ status: 'completed', summary: 'Imported 4 rows: 0 products created, 2 updated.' });
    expect(await views(shop)).toEqual(before);
    expect((await exported(shop, 'csv')).equals(csv)).toBe(true);
  });

  it('writes XLSX text as text cells, never formulas, which import back unchanged', async () => {
    const shop = await bulkShop(rt);
    await richProducts(shop, true);
    const before = await views(shop);
    const xlsx = await exported(shop, 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Product SKU');
    // A text cell is never run as a formula: it needs no apostrophe.
    expect(sheet.getCell('B2').value).toBe(`=HYPERLINK("https://evil.example","Baju")`);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    const job = await importFile(rt, shop, 'products.xlsx', xlsx, { mode: 'update' });
    expect(job).toMatchObject({ status: 'completed', format: 'xlsx', summary: 'Imported 4 rows: 0 products created, 2 updated.' });
    expect(await views(shop)).toEqual(before);
  });

  it('moves a catalogue to another shop with the same categories and brand: its export is the same file', async () => {
    const from = await bulkShop(rt);
    await richProducts(from, false);
    const csv = await exported(from, 'csv');
    const to = await bulkShop(rt);
    await to.admin.caller.googleCategories.create({ name: 'Apparel & Accessories > Clothing' });
    await to.admin.caller.specNames.create({ nameEn: 'material' });
    await to.admin.caller.categories.create({ nameEn: 'Sale | Jualan > 50%', parentId: to.categoryIds.clothing });
    const job = await importFile(rt, to, 'products.csv', csv, { mode: 'create' });
    expect(job).toMatchObject({ status: 'completed', summary: 'Imported 4 rows: 2 products created, 0 updated.' });
    expect((await exported(to, 'csv')).equals(csv)).toBe(true);
  });
});
