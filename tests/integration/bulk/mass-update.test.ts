import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeTemplate } from '../../../core/catalogue/bulk/templates.ts';
import { CATALOGUE_MESSAGES } from '../../../core/catalogue/constants.ts';
import { inEnglish } from '../../helpers/job-summary.ts';
import { fileRuntime } from '../../helpers/world.ts';
import { bulkShop, ongoingCampaign, rejections, runJobs, upload, type BulkShop } from './bulk-world.ts';
import { english } from '../../../core/shared/english.ts';
import { STOCK_NOTES } from '../../../core/catalogue/stock.ts';
import { UPLOAD_POLICIES } from '../../../core/uploads/policies.ts';

const rt = await fileRuntime();

const LATEST = 'Please download and use the latest template.';

/** Two products: one sold on its own SKU, one with two options. */
async function catalogue(shop: BulkShop) {
  const admin = shop.admin.caller;
  const base = { detailEn: 'A product for the mass update.', categoryIds: [shop.categoryIds.clothing], images: [{ url: 'https://cdn.kedai.example.my/p.jpg' }], logistics: [{ logistic: 'delivery' as const, enabled: true }] };
  const plain = await admin.products.create({ ...base, sku: 'SL-1', nameEn: 'Selendang', priceSen: 2500, stock: 10 });
  const sized = await admin.products.create({
    ...base,
    sku: 'BK-1',
    nameEn: 'Baju Kurung',
    variants: [{ name: 'Saiz', options: [{ name: 'S', sku: 'BK-1-S', priceSen: 8990, stock: 5 }, { name: 'M', sku: 'BK-1-M', priceSen: 8990, stock: 7 }] }],
  });
  return { plain, sized };
}

/** The latest template of the shop, as a workbook to edit. */
async function template(shop: BulkShop): Promise<ExcelJS.Workbook> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeTemplate(shop.ctx, { kind: 'mass-update', format: 'xlsx' }, output);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

/** Sets cells of the SKU's row: column letter to value. */
function edit(workbook: ExcelJS.Workbook, sku: string, cells: Record<string, string | number | null>) {
  const sheet = workbook.worksheets[0]!;
  const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === sku) ?? sheet.addRow([sku]);
  for (const [column, value] of Object.entries(cells)) row.getCell(column).value = value;
}

async function startMassUpdate(shop: BulkShop, workbook: ExcelJS.Workbook, name = 'mass-update.xlsx') {
  const file = await upload(shop, 'mass-update', name, Buffer.from(await workbook.xlsx.writeBuffer()));
  return shop.admin.caller.jobs.start({ kind: 'mass-update', uploadId: file.id });
}

async function finished(shop: BulkShop, id: string) {
  await runJobs(rt, shop.merchantId);
  return inEnglish(await shop.admin.caller.jobs.get({ id }));
}

describe('mass update by spreadsheet', () => {
  it('offers a template with every SKU, its current values and the template version', async () => {
    const shop = await bulkShop(rt);
    await catalogue(shop);
    const workbook = await template(shop);
    const [data, stamp] = workbook.worksheets;
    expect(data!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1))).toEqual([
      ['SKU', 'Name (EN)', 'Price (RM)', 'Discounted price (RM)', 'Stock', 'Visibility'],
      ['BK-1', 'Baju Kurung', undefined, undefined, undefined, 'public'],
      ['BK-1-S', undefined, 89.9, undefined, 5],
      ['BK-1-M', undefined, 89.9, undefined, 7],
      ['SL-1', 'Selendang', 25, undefined, 10, 'public'],
    ]);
    expect(stamp!.state).toBe('hidden');
    expect(stamp!.getRow(1).values).toEqual([undefined, 'Merchant System template', 'mass-update', 1]);
  });

  it('changes only what the file changes, and completes', async () => {
    const shop = await bulkShop(rt);
    const { plain, sized } = await catalogue(shop);
    const workbook = await template(shop);
    edit(workbook, 'SL-1', { B: 'Selendang Sutera', C: 29.9, D: 19.9, E: 4, F: 'hidden' });
    edit(workbook, 'BK-1-M', { C: 95, E: 9 });
    const job = await startMassUpdate(shop, workbook);
    expect(job).toMatchObject({ kind: 'mass-update', status: 'queued', fileName: 'mass-update.xlsx', format: 'xlsx' });
    const done = await finished(shop, job.id);
    expect(done).toMatchObject({ status: 'completed', failedCount: 0, hasErrorFile: false, totalRows: 4, summary: 'Updated 2 products.' });
    expect(await shop.admin.caller.products.get({ id: plain.id })).toMatchObject({ nameEn: 'Selendang Sutera', priceSen: 2990, discountedPriceSen: 1990, stock: 4, visibility: 'hidden' });
    const bk = await shop.admin.caller.products.get({ id: sized.id });
    expect(bk.variants[0]!.options.map((o) => [o.sku, o.priceSen, o.stock])).toEqual([
      ['BK-1-S', 8990, 5],
      ['BK-1-M', 9500, 9],
    ]);
    expect(bk).toMatchObject({ priceSen: 8990, stock: 14 });
    const moves = await rt.database.client.inventoryLog.findMany({ where: { merchantId: shop.merchantId, note: STOCK_NOTES.massUpdate }, orderBy: { sku: 'asc' }, select: { sku: true, change: true } });
    expect(moves).toEqual([
      { sku: 'BK-1-M', change: 2 },
      { sku: 'SL-1', change: -6 },
    ]);
  });

  it('fails as a whole when any row is refused, with the count of products that failed', async () => {
    const shop = await bulkShop(rt);
    const { plain, sized } = await catalogue(shop);
    const before = [await shop.admin.caller.products.get({ id: plain.id }), await shop.admin.caller.products.get({ id: sized.id })];
    const workbook = await template(shop);
    edit(workbook, 'SL-1', { D: 30 });
    edit(workbook, 'BK-1-S', { C: 'abc' });
    edit(workbook, 'BK-1-M', { E: 3 });
    edit(workbook, 'NO-SUCH', { C: 10 });
    const job = await finished(shop, (await startMassUpdate(shop, workbook)).id);
    expect(job).toMatchObject({ status: 'failed', failedCount: 3, hasErrorFile: true });
    expect(job.summary).toBe('3 products failed; nothing was updated. First: row 3, Price (RM): Price must be a number, like 12.50.');
    expect(await rejections(shop, job)).toEqual([
      [3, 'Price (RM)', 'Price must be a number, like 12.50.'],
      [5, 'Discounted price (RM)', 'The discounted price must be lower than the price.'],
      [6, 'SKU', 'This SKU was not found.'],
    ]);
    expect([await shop.admin.caller.products.get({ id: plain.id }), await shop.admin.caller.products.get({ id: sized.id })]).toEqual(before);
  });

  it('refuses a row that changes a price of a product in a promotion, on its row and column; stock still changes with unchanged prices', async () => {
    const shop = await bulkShop(rt);
    const { plain, sized } = await catalogue(shop);
    const sale = await ongoingCampaign(shop, 'Merdeka sale', [
      { productId: plain.id, priceSen: 2000 },
      { productId: sized.id, optionId: sized.variants[0]!.options[0]!.id, priceSen: 7990 },
    ]);
    const locked = english(CATALOGUE_MESSAGES.priceLocked(sale.name));
    const refused = await template(shop);
    edit(refused, 'SL-1', { D: 19.9 });
    edit(refused, 'BK-1-M', { C: 95 });
    const job = await finished(shop, (await startMassUpdate(shop, refused)).id);
    expect(job).toMatchObject({ status: 'failed', failedCount: 2 });
    expect(await rejections(shop, job)).toEqual([
      [4, 'Price (RM)', locked],
      [5, 'Discounted price (RM)', locked],
    ]);

    const stock = await template(shop);
    edit(stock, 'SL-1', { E: 3 });
    edit(stock, 'BK-1-M', { E: 1 });
    expect(await finished(shop, (await startMassUpdate(shop, stock)).id)).toMatchObject({ status: 'completed', summary: 'Updated 2 products.' });
    expect(await shop.admin.caller.products.get({ id: plain.id })).toMatchObject({ priceSen: 2500, discountedPriceSen: null, stock: 3 });
  });

  it('reads the file as any workbook: a number formatted as a date is that date, a file past a limit fails on its row', async () => {
    const shop = await bulkShop(rt);
    await catalogue(shop);
    const rowOf = (workbook: ExcelJS.Workbook, sku: string) => workbook.worksheets[0]!.getRows(2, workbook.worksheets[0]!.rowCount - 1)!.find((r) => r.getCell(1).value === sku)!;
    // A stock typed into a cell formatted as a date is a date (as the mass update always read it), not the number.
    const dated = await template(shop);
    edit(dated, 'SL-1', { E: 3 });
    rowOf(dated, 'SL-1').getCell('E').numFmt = 'dd/mm/yyyy';
    const job = await finished(shop, (await startMassUpdate(shop, dated)).id);
    expect(job).toMatchObject({ status: 'failed', failedCount: 1 });
    expect(await rejections(shop, job)).toEqual([[rowOf(dated, 'SL-1').number, 'Stock', english(CATALOGUE_MESSAGES.stockNotWhole)]]);
    // A cell longer than any cell may be: the file is refused on its row, the template still known.
    const long = await template(shop);
    edit(long, 'BK-1', { B: 'x'.repeat(40_000) });
    const refused = await finished(shop, (await startMassUpdate(shop, long)).id);
    const row = rowOf(long, 'BK-1').number;
    expect(refused).toMatchObject({ status: 'failed', hasErrorFile: true });
    expect(await rejections(shop, refused)).toEqual([[row, '', `Row ${row} has a cell of more than 32,767 characters; a cell may have at most 32,767.`]]);
  });

  it('accepts only the latest template, as an Excel file of at most 5 MB', async () => {
    const shop = await bulkShop(rt);
    await catalogue(shop);
    const old = await template(shop);
    old.worksheets[1]!.getCell('C1').value = 0;
    // The file is read by its job, never while the request waits.
    expect(await finished(shop, (await startMassUpdate(shop, old)).id)).toMatchObject({ status: 'failed', summary: LATEST });
    const foreign = await template(shop);
    foreign.removeWorksheet(foreign.worksheets[1]!.id);
    expect(await finished(shop, (await startMassUpdate(shop, foreign)).id)).toMatchObject({ status: 'failed', summary: LATEST });
    await expect(upload(shop, 'mass-update', 'mass-update.csv', 'SKU,Stock\nSL-1,3\n')).rejects.toThrow(UPLOAD_POLICIES['mass-update'].wrongType);
    const big = await template(shop);
    // Random text, which does not compress: about 6 MB however the file is zipped.
    for (let r = 10; r < 310; r++) big.worksheets[0]!.getCell(`H${r}`).value = randomBytes(20_000).toString('base64');
    await expect(startMassUpdate(shop, big)).rejects.toThrow(UPLOAD_POLICIES['mass-update'].tooLarge);
    expect(await rt.database.client.job.count({ where: { merchantId: shop.merchantId } })).toBe(2);
  });

  it('leaves a product someone edits after the job was started as they edited it', async () => {
    const shop = await bulkShop(rt);
    const { plain, sized } = await catalogue(shop);
    const workbook = await template(shop);
    edit(workbook, 'SL-1', { C: 30 });
    edit(workbook, 'BK-1-S', { E: 1 });
    const job = await startMassUpdate(shop, workbook);
    const form = await shop.admin.caller.products.get({ id: plain.id });
    const { id: _id, createdAt: _c, updatedAt: _u, images, variants: _v, ...rest } = form;
    await shop.admin.caller.products.update({ id: plain.id, product: { ...rest, images: images.map(({ uploadId, url }) => ({ uploadId, url })), nameEn: 'Selendang Baru' } });
    const done = await finished(shop, job.id);
    expect(done).toMatchObject({ status: 'completed', summary: 'Updated 1 product. 1 product was edited after the upload and kept that edit.' });
    expect(await shop.admin.caller.products.get({ id: plain.id })).toMatchObject({ nameEn: 'Selendang Baru', priceSen: 2500 });
    expect((await shop.admin.caller.products.get({ id: sized.id })).variants[0]!.options[0]!.stock).toBe(1);
  });

  it('keeps the latest 30 files: older uploads go with their jobs’ files, the jobs stay', async () => {
    const shop = await bulkShop(rt);
    await catalogue(shop);
    const bad = await template(shop);
    edit(bad, 'SL-1', { C: 'abc' });
    const first = await finished(shop, (await startMassUpdate(shop, bad, 'first.xlsx')).id);
    expect(first.hasErrorFile).toBe(true);
    const firstJob = await rt.database.client.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: first.id } } });
    const firstUpload = await rt.database.client.upload.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: firstJob.uploadId! } } });
    const unchanged = await template(shop);
    for (let i = 2; i <= 30; i++) await startMassUpdate(shop, unchanged, `file-${i}.xlsx`);
    await runJobs(rt, shop.merchantId);
    expect(await rt.database.client.upload.count({ where: { merchantId: shop.merchantId, purpose: 'mass-update' } })).toBe(30);
    await startMassUpdate(shop, unchanged, 'file-31.xlsx');
    const kept = await rt.database.client.upload.findMany({ where: { merchantId: shop.merchantId, purpose: 'mass-update' }, select: { fileName: true } });
    expect(kept).toHaveLength(30);
    expect(kept.map((u) => u.fileName)).not.toContain('first.xlsx');
    await expect(rt.env.storage.size(firstUpload.key)).rejects.toThrow();
    await expect(rt.env.storage.size(firstJob.errorFileKey!)).rejects.toThrow();
    expect(await shop.admin.caller.jobs.get({ id: first.id })).toMatchObject({ status: 'failed', hasErrorFile: false, fileName: 'first.xlsx' });
    expect((await shop.admin.caller.jobs.list({ kind: 'mass-update', pageSize: 40 })).total).toBe(31);
  });
});
