import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/platform/config.ts';
import type { TJob } from '../../core/jobs/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: files are uploaded through core and the
// jobs run in the CLI's own process.
const world = cliWorld();
const fixture = (name: string) => path.join(projectRoot, 'tests', 'fixtures', name);
let rt: Runtime;
let shop: SeededMerchant;
let as: string[];

interface ImportReport {
  job: TJob;
  rejected: { row: number; column: string; reason: string }[];
  errorsFile: string | null;
}

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  as = ['--token', shop.admin.token];
  const clothing = await shop.admin.caller.categories.create({ nameEn: 'Pakaian' });
  await shop.admin.caller.categories.create({ nameEn: 'Baju Kurung', parentId: clothing.id });
  await shop.admin.caller.brands.create({ nameEn: 'Kain Kita' });
});
afterAll(() => rt.close());

const productBySku = (sku: string) => rt.database.client.product.findFirstOrThrow({ where: { merchantId: shop.merchantId, sku }, include: { options: { orderBy: { sort: 'asc' } } } });

describe('merchant products', () => {
  it('imports an .xlsx written by another program (openpyxl)', async () => {
    const report = await world.json<ImportReport>([...as, 'products', 'import', fixture('products-openpyxl.xlsx'), '--mode', 'create']);
    expect(report.job).toMatchObject({ status: 'completed', format: 'xlsx', totalRows: 3, summary: 'Imported 3 rows: 2 products created, 0 updated.' });
    expect(report.rejected).toEqual([]);
    const bk = await productBySku('BK-7');
    expect(bk).toMatchObject({ nameCn: '彭亨马来装', detailEn: 'Baju kurung Pahang,\nkain sutera lembut.', weightGrams: 800, weightUnit: 'kg', lengthMm: 305, priceSen: 12000, stock: 10 });
    expect(bk.options.map((o) => [o.sku, o.name, o.priceSen, o.stock])).toEqual([
      ['BK-7-H', 'Hijau', 12000, 4],
      ['BK-7-U', 'Ungu', 12550, 6],
    ]);
    expect(await productBySku('SG-1')).toMatchObject({ nameCn: '黑色宋谷帽', priceSen: 3500, stock: 20, weightGrams: 150 });
  });

  it('checks a CSV with a BOM, CRLF line ends, quoted line breaks, Chinese and Malay text in a dry run, then imports it', async () => {
    const dry = await world.run([...as, 'products', 'import', fixture('products-bom-crlf.csv'), '--dry-run']);
    expect([dry.code, dry.stderr]).toEqual([0, '']);
    expect(dry.stdout).toMatch(/^Status: +completed$/m);
    expect(dry.stdout).toContain('Dry run: all 2 rows are valid; 2 products would be created, 0 would be updated. Nothing was written.');
    expect(await rt.database.client.product.count({ where: { merchantId: shop.merchantId, sku: { startsWith: 'KB-' } } })).toBe(0);

    const report = await world.json<ImportReport>([...as, 'products', 'import', fixture('products-bom-crlf.csv')]);
    expect(report.job).toMatchObject({ status: 'completed', format: 'csv', mode: 'upsert', totalRows: 2 });
    expect(await productBySku('KB-1')).toMatchObject({ nameCn: '登嘉楼蜡染布', detailEn: 'Hand-drawn batik,\r\ntwo metres long.', detailBm: 'Batik lukisan tangan dari Terengganu;\r\npanjang dua meter.', priceSen: 4500 });
    expect((await productBySku('KB-2')).nameEn).toBe('Kain Pelikat "Cap Gajah"');
  });

  it('exits 1 and shows the rejected rows when a file has bad rows; --json and --errors-out have them all', async () => {
    const file = path.join(world.dir, 'bad.csv');
    writeFileSync(file, 'Product SKU,Name (EN),Description (EN),Categories,Images,Price (RM),Logistics\nOK-1,Selendang,Selendang sutera lembut.,Pakaian,https://cdn.kedai.example.my/s.jpg,25,delivery\nBAD-1,Kasut,Kasut kulit yang selesa.,Kasut,https://cdn.kedai.example.my/k.jpg,abc,delivery\n');
    const plain = await world.run([...as, 'products', 'import', file]);
    expect(plain.code).toBe(1);
    expect(plain.stdout).toMatch(/^Rejected rows: +1$/m);
    expect(plain.stdout).toMatch(/^3 +Categories +Category "Kasut" was not found\.$/m);
    expect(plain.stdout).toMatch(/^3 +Price \(RM\) +Price must be a number, like 12\.50\.$/m);
    const errorsOut = path.join(world.dir, 'bad-errors.csv');
    const json = await world.run([...as, '--json', 'products', 'import', file, '--errors-out', errorsOut]);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as ImportReport;
    expect(report.job).toMatchObject({ status: 'failed', failedCount: 1 });
    expect(report.rejected).toEqual([
      { row: 3, column: 'Categories', reason: 'Category "Kasut" was not found.' },
      { row: 3, column: 'Price (RM)', reason: 'Price must be a number, like 12.50.' },
    ]);
    expect(report.errorsFile).toBe(errorsOut);
    expect(readFileSync(errorsOut, 'utf8')).toContain('3,Categories,"Category ""Kasut"" was not found.",BAD-1,Kasut,');
    expect(await rt.database.client.product.count({ where: { merchantId: shop.merchantId, sku: 'OK-1' } })).toBe(0);
  });

  it('exports CSV and XLSX that import back unchanged', async () => {
    const csv = path.join(world.dir, 'export.csv');
    const exported = await world.json<{ file: string; bytes: number; job: TJob }>([...as, 'products', 'export', '--out', csv]);
    expect(exported).toMatchObject({ file: csv, bytes: readFileSync(csv).length, job: { status: 'completed', summary: 'Exported 4 products in 5 rows.' } });
    const reimported = await world.json<ImportReport>([...as, 'products', 'import', csv, '--mode', 'update']);
    expect(reimported.job.summary).toBe('Imported 5 rows: 0 products created, 4 updated.');
    const again = path.join(world.dir, 'again.csv');
    await world.json([...as, 'products', 'export', '--out', again]);
    expect(readFileSync(again).equals(readFileSync(csv))).toBe(true);

    const xlsx = path.join(world.dir, 'export.xlsx');
    const plain = await world.run([...as, 'products', 'export', '--format', 'xlsx', '--out', xlsx]);
    expect(plain.stdout).toBe(`Exported 4 products in 5 rows. Saved to ${xlsx}.\n`);
    expect((await world.json<ImportReport>([...as, 'products', 'import', xlsx, '--mode', 'update'])).job.status).toBe('completed');
    await world.json([...as, 'products', 'export', '--out', again]);
    expect(readFileSync(again).equals(readFileSync(csv))).toBe(true);
  });

  it('downloads the mass-update template and applies an edited copy; a refused row exits 1', async () => {
    const template = path.join(world.dir, 'mass-update.xlsx');
    const saved = await world.run([...as, 'products', 'template', '--kind', 'mass-update', '--out', template]);
    expect(saved.stdout).toBe(`Saved the mass-update template to ${template}.\n`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template);
    workbook.worksheets[0]!.eachRow((row) => {
      if (row.getCell(1).value === 'SG-1') row.getCell(5).value = 7;
    });
    const edited = path.join(world.dir, 'edited.xlsx');
    await workbook.xlsx.writeFile(edited);
    const report = await world.json<ImportReport>([...as, 'products', 'mass-update', edited]);
    expect(report.job).toMatchObject({ kind: 'mass-update', status: 'completed', summary: 'Updated 1 product.' });
    expect((await productBySku('SG-1')).stock).toBe(7);

    workbook.worksheets[0]!.eachRow((row) => {
      if (row.getCell(1).value === 'SG-1') row.getCell(3).value = 'free';
    });
    await workbook.xlsx.writeFile(edited);
    const refused = await world.run([...as, 'products', 'mass-update', edited]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/^Failed products: +1$/m);

    const csvTemplate = await world.run([...as, 'products', 'template', '--kind', 'mass-update', '--format', 'csv']);
    expect([csvTemplate.code, csvTemplate.stderr]).toEqual([2, 'The mass update template is an Excel file: use --format xlsx.\n']);
    const oldFile = await world.run([...as, 'products', 'mass-update', fixture('products-openpyxl.xlsx')]);
    expect([oldFile.code, oldFile.stderr.split('\n')[0]]).toEqual([1, 'Please download and use the latest template.']);
  });
});
