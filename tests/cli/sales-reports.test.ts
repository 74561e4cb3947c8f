import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfToText } from '../../core/invoices/test-pdf-text.ts';
import type { Runtime } from '../../server/runtime.ts';
import { TEA_NAME, seedSalesReportShop, type SalesReportShop } from '../helpers/sales-report-shop.ts';
import { cliWorld, type Serving } from './cli-world.ts';

// The real `merchant` binary: on the local database (core writes the file in the CLI's process)
// and over HTTP (the server sends it).
const world = cliWorld();
let rt: Runtime;
let shop: SalesReportShop;
let as: string[];
const october = ['--from', '2026-10-01', '--to', '2026-10-31'];
const file = (name: string) => path.join(world.dir, name);

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedSalesReportShop(rt);
  as = ['--token', shop.admin.token];
});
afterAll(() => rt.close());

describe('merchant reports', () => {
  it('saves the order report of a period as a PDF', async () => {
    const out = file('october.pdf');
    const result = await world.run([...as, 'reports', 'orders', ...october, '--out', out]);
    expect([result.code, result.stdout]).toEqual([0, `Saved the order report to ${out}.\n`]);
    const text = await pdfToText(readFileSync(out));
    expect(text).toContain(shop.name);
    expect(text).toContain('Period: 2026-10-01 to 2026-10-31 (Asia/Kuala_Lumpur)');
    expect(text).toMatch(/Sales\s+RM 205\.00\s+RM 100\.00\s+\+105\.0%/);
    expect(text).toContain(TEA_NAME);
  });

  it('saves the order report’s days as CSV, and the products performance as XLSX', async () => {
    const csv = file('october.csv');
    const saved = await world.json<{ file: string; format: string; period: string; from: string; to: string; bytes: number }>([...as, 'reports', 'orders', ...october, '--format', 'csv', '--out', csv]);
    expect(saved).toMatchObject({ file: csv, format: 'csv', period: 'custom', from: '2026-10-01', to: '2026-10-31' });
    const rows = readFileSync(csv, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(rows[0]).toBe('Day,Orders,Paid orders,Units,Sales (RM),Cancelled,Refunded');
    expect(rows[1]).toBe('2026-10-01,1,1,3,100.00,0,0');

    const xlsx = file('products.xlsx');
    expect((await world.run([...as, 'reports', 'products-performance', ...october, '--format', 'xlsx', '--sort', 'units', '--out', xlsx])).code).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsx);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Product', 'SKU', 'Orders', 'Units', 'Sales (RM)', 'Share of sales (%)']);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 5)).toEqual([TEA_NAME, shop.teaSku, 1, 5]);
    expect(sheet.rowCount).toBe(5);
  });

  it('takes the last 30 days without --from and --to, and refuses half a range or a day it cannot read', async () => {
    const recent = await world.json<{ period: string }>([...as, 'reports', 'products-performance', '--out', file('recent.csv')]);
    expect(recent.period).toBe('last_30_days');
    const half = await world.run([...as, 'reports', 'orders', '--from', '2026-10-01', '--out', file('half.pdf')]);
    expect([half.code, half.stderr]).toEqual([2, 'Give both --from and --to (YYYY-MM-DD), or neither for the last 30 days.\n']);
    expect((await world.run([...as, 'reports', 'orders', '--from', '1 Oct', '--to', '2026-10-31'])).code).toBe(2);
    const backwards = await world.run([...as, 'reports', 'orders', '--from', '2026-10-31', '--to', '2026-10-01', '--format', 'csv', '--out', file('backwards.csv')]);
    expect(backwards.code).toBe(1);
    expect(backwards.stderr).toMatch(/^The end date cannot be before the start date\.\n/);
    expect((await world.run([...as, 'reports', 'products-performance', '--format', 'pdf'])).code).toBe(2);
  });

  describe('over HTTP', () => {
    let server: Serving;
    beforeAll(async () => {
      server = await world.serve();
    });
    afterAll(() => {
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
    });

    it('downloads the same files from the server', async () => {
      const on = ['--server', server.url, '--token', shop.admin.token];
      const pdf = file('http.pdf');
      expect((await world.run([...on, 'reports', 'orders', ...october, '--out', pdf])).code).toBe(0);
      expect(await pdfToText(readFileSync(pdf))).toContain(TEA_NAME);
      const csv = file('http.csv');
      expect((await world.run([...on, 'reports', 'products-performance', ...october, '--out', csv])).code).toBe(0);
      expect(readFileSync(csv, 'utf8')).toContain(`Cotton shirt,${shop.shirt.sku},2,3,130.00,63.41`);
      const refused = await world.run([...on, 'reports', 'orders', '--from', '2026-10-31', '--to', '2026-10-01', '--out', file('no.pdf')]);
      expect([refused.code, refused.stderr]).toEqual([1, 'The end date cannot be before the start date.\n']);
    });
  });
});
