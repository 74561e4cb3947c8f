import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '../../core/jobs/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { orderToShip, paidOrder, pdfToText, salesShop, type SalesShop } from '../helpers/sales-documents.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: printing and mass shipping run as jobs in
// the CLI's own process.
const world = cliWorld();
let rt: Runtime;
let shop: SalesShop;
let as: string[];
const HEADER = ['Order ID', 'Courier', 'Tracking Number', 'Weight (kg)', 'Width (cm)', 'Length (cm)', 'Height (cm)'];

interface ShipReport {
  job: TJob;
  rejected: { row: number; column: string; reason: string }[];
  errorsFile: string | null;
}

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await salesShop(rt);
  as = ['--token', shop.admin.token];
});
afterAll(() => rt.close());

const mugs = () => ({ items: [{ productId: shop.mug.id, qty: 1 }] });
const file = (name: string) => path.join(world.dir, name);
const statusOf = async (orderId: string) => (await rt.database.client.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: orderId } }, select: { status: true } })).status;

describe('merchant print and invoices', () => {
  it('prints the packaging bill of orders named by number, or of a status, into one PDF', async () => {
    const a = await orderToShip(rt, shop, mugs());
    const b = await orderToShip(rt, shop, mugs());
    const out = file('bill.pdf');
    const result = await world.json<{ job: TJob; file: string; bytes: number }>([...as, 'print', 'packaging', '--orders', `${a.orderNo},${b.orderNo}`, '--out', out]);
    expect(result.job).toMatchObject({ status: 'completed', summary: 'Printed 2 packing slips and 2 invoices of 2 orders.' });
    expect(result.file).toBe(out);
    const text = await pdfToText(readFileSync(out));
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(`Order #${a.orderNo}`);
    expect(text).toContain(`Order #${b.orderNo}`);
    expect(text).toContain('Enamel mug');

    const human = await world.run([...as, 'print', 'packaging', '--status', '4', '--out', file('status.pdf')]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('Printed 2 packing slips and 2 invoices of 2 orders.');
    expect(human.stdout).toContain(file('status.pdf'));
  });

  it('saves the invoices of orders as a PDF', async () => {
    const order = await paidOrder(rt, shop, mugs());
    const invoiceNo = (await rt.database.client.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: order.id } } })).invoiceNo!;
    const out = file('invoice.pdf');
    const result = await world.run([...as, 'invoices', 'pdf', '--order', String(order.orderNo), '--out', out]);
    expect(result.code).toBe(0);
    const text = await pdfToText(readFileSync(out));
    expect(text).toContain(`Invoice No: ${invoiceNo}`);
    expect(text).toContain(`Order #${order.orderNo}`);
    expect(text).toContain('Enamel mug');
    expect(text).not.toContain('PACKING SLIP');
  });

  it('says what is wrong with exit codes: usage 2, unknown order 4', async () => {
    const usage = await world.run([...as, 'print', 'packaging', '--out', file('x.pdf')]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--orders 1,2,3');
    expect((await world.run([...as, 'invoices', 'pdf', '--order', 'abc'])).code).toBe(2);
    const missing = await world.run([...as, 'invoices', 'pdf', '--order', '99999', '--out', file('y.pdf')]);
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain('Order #99999 was not found.');
  });
});

describe('merchant orders ship', () => {
  it('ships the orders of a CSV file', async () => {
    const a = await orderToShip(rt, shop, mugs());
    const b = await orderToShip(rt, shop, mugs());
    const csv = file('ship.csv');
    writeFileSync(csv, `${HEADER.join(',')}\n${a.orderNo},jnt,JT-CLI-1,1.5,10,20,30\n${b.orderNo},Pos Laju,ER-CLI-2,,,,\n`);
    const report = await world.json<ShipReport>([...as, 'orders', 'ship', csv]);
    expect(report.job).toMatchObject({ kind: 'mass-shipping', status: 'completed', totalRows: 2, summary: 'Shipped 2 orders from 2 rows.' });
    expect(report.rejected).toEqual([]);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([6, 6]);
  });

  it('checks an XLSX file on a dry run and reports its bad rows with exit status 1, writing nothing', async () => {
    const a = await orderToShip(rt, shop, mugs());
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Shipments');
    sheet.addRow(HEADER);
    sheet.addRow([a.orderNo, 'gdex', 'GD-1', 1, 1, 1, 1]);
    sheet.addRow([a.orderNo, '', 'GD-2']);
    sheet.addRow([a.orderNo, 'gdex', '']);
    const xlsx = file('ship.xlsx');
    writeFileSync(xlsx, Buffer.from(await workbook.xlsx.writeBuffer()));
    const errorsOut = file('ship-errors.csv');
    const result = await world.run([...as, '--json', 'orders', 'ship', xlsx, '--dry-run', '--errors-out', errorsOut]);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as ShipReport;
    expect(report.job).toMatchObject({ status: 'failed', dryRun: true, failedCount: 2 });
    expect(report.rejected).toEqual([
      { row: 3, column: 'Courier', reason: 'Please fill all field before you update' },
      { row: 4, column: 'Tracking Number', reason: 'Please fill all field before you update' },
    ]);
    expect(report.errorsFile).toBe(errorsOut);
    expect(readFileSync(errorsOut, 'utf8')).toContain('Please fill all field before you update');
    expect(await statusOf(a.id)).toBe(4);

    const human = await world.run([...as, 'orders', 'ship', xlsx]);
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(/3\s+Courier\s+Please fill all field before you update/);
    expect(await statusOf(a.id)).toBe(4);
    expect((await world.run([...as, 'orders', 'ship', file('nope.csv')])).code).toBe(2);
  });
});
