import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeShippingTemplate } from '../../core/fulfilment/mass-shipping/template.ts';
import { openJobFile } from '../../core/jobs/job-files.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { JOB_KINDS } from '../../server/jobs/job-kinds.ts';
import { rejection, seedSubUser } from '../helpers/fixtures.ts';
import { inEnglish } from '../helpers/job-summary.ts';
import { contextOf, orderToShip, paidOrder, runJobs, salesShop, type SalesShop } from '../helpers/sales-documents.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';
import { msg } from '../../core/shared/messages.ts';

const rt = await fileRuntime();

const mugs = (shop: SalesShop) => ({ items: [{ productId: shop.mug.id, qty: 1 }] });
const HEADER = 'Order ID,Courier,Tracking Number,Weight (kg),Width (cm),Length (cm),Height (cm)';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
}

/** Uploads the file and runs mass shipping on it; the finished job. */
async function ship(shop: SalesShop, name: string, body: Buffer | string, dryRun = false) {
  const ctx = await contextOf(rt, shop.admin.token);
  const upload = await saveUpload(ctx, 'mass-shipping', name, Buffer.from(body));
  const job = await shop.admin.caller.jobs.start({ kind: 'mass-shipping', uploadId: upload.id, dryRun });
  expect(job).toMatchObject({ kind: 'mass-shipping', status: 'queued', dryRun });
  await runJobs(rt, shop.merchantId);
  return inEnglish(await shop.admin.caller.jobs.get({ id: job.id }));
}

/** The error file's rows: its header, then [row, column, reason, ...the row's own cells]. */
async function errorRows(shop: SalesShop, jobId: string): Promise<string[][]> {
  const file = await openJobFile(await contextOf(rt, shop.admin.token), JOB_KINDS, jobId, 'errors');
  return parse(await text(file.body), { relax_column_count: true }) as string[][];
}

const ordersOf = (shop: SalesShop) =>
  rt.database.client.order.findMany({
    where: { merchantId: shop.merchantId },
    orderBy: { orderNo: 'asc' },
    select: { orderNo: true, status: true, shippedAt: true, shipments: { select: { courier: true, trackingNo: true, weightGrams: true, widthMm: true, lengthMm: true, heightMm: true } } },
  });

describe('mass shipping', () => {
  it('ships every order of a CSV file with its courier, tracking number and parcel', async () => {
    const shop = await salesShop(rt);
    const a = await orderToShip(rt, shop, mugs(shop));
    const b = await orderToShip(rt, shop, mugs(shop));
    const csv = `${HEADER}\r\n${a.orderNo},J&T Express,JT0001,1.25,20,30.5,10\r\n#${b.orderNo},poslaju,ER123456789MY,,,,\r\n${b.orderNo},other,SECOND-PARCEL,0.3,,,\r\n`;
    const job = await ship(shop, 'shipments.csv', csv);
    expect(job).toMatchObject({ status: 'completed', totalRows: 3, doneRows: 3, failedCount: 0, hasErrorFile: false, summary: 'Shipped 2 orders from 3 rows.' });
    const orders = await ordersOf(shop);
    expect(orders.map((o) => o.status)).toEqual([6, 6]);
    expect(orders[0]!.shipments).toEqual([{ courier: 'jnt', trackingNo: 'JT0001', weightGrams: 1250, widthMm: 200, lengthMm: 305, heightMm: 100 }]);
    expect(orders[1]!.shipments.map((s) => s.trackingNo).sort()).toEqual(['ER123456789MY', 'SECOND-PARCEL']);
    expect(orders[0]!.shippedAt).toBeInstanceOf(Date);
    // Each order's shipping time is its parcels', read back as Prisma wrote the parcels.
    const parcels = await rt.database.client.orderShipment.findMany({ where: { merchantId: shop.merchantId }, select: { shippedAt: true, order: { select: { shippedAt: true, updatedAt: true } } } });
    expect(parcels).toHaveLength(3);
    for (const parcel of parcels) {
      expect(parcel.order.shippedAt).toEqual(parcel.shippedAt);
      expect(parcel.order.updatedAt.getTime()).toBeGreaterThanOrEqual(parcel.shippedAt.getTime());
    }
    const shipped = await shop.admin.caller.fulfilment.shipments({});
    expect(shipped.total).toBe(3);
    const logs = await rt.database.client.userLog.findMany({ where: { merchantId: shop.merchantId, action: { startsWith: msg('log.fulfilment.massShipped') } } });
    expect(logs.map((l) => [english(l.action), l.category])).toEqual([['Shipped 2 orders by mass shipping from "shipments.csv"', 'my_sales']]);
  });

  it('reads XLSX files, numbers and all', async () => {
    const shop = await salesShop(rt);
    const a = await orderToShip(rt, shop, mugs(shop));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Shipments');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([a.orderNo, 'Ninja Van', 'NV-778899', 2.5, 15, 15, 15]);
    const job = await ship(shop, 'shipments.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(job).toMatchObject({ status: 'completed', format: 'xlsx', summary: 'Shipped 1 order from 1 row.' });
    expect((await ordersOf(shop))[0]).toMatchObject({ status: 6, shipments: [{ courier: 'ninjavan', trackingNo: 'NV-778899', weightGrams: 2500, widthMm: 150 }] });
  });

  it('reports every bad row with its number and reason, and ships nothing', async () => {
    const shop = await salesShop(rt);
    const a = await orderToShip(rt, shop, mugs(shop));
    const paidOnly = await paidOrder(rt, shop, mugs(shop));
    const b = await orderToShip(rt, shop, mugs(shop));
    const csv = [
      HEADER,
      `${a.orderNo},jnt,JT1,,,,`,
      `${b.orderNo},,JT2,,,,`,
      `${b.orderNo},jnt,,,,,`,
      `99999,jnt,JT3,,,,`,
      `${paidOnly.orderNo},jnt,JT4,,,,`,
      `${a.orderNo},Kapal Terbang,JT5,,,,`,
      `${a.orderNo},jnt,JT6,1.2345,abc,,`,
      `abc,jnt,JT7,,,,`,
    ].join('\n');
    const job = await ship(shop, 'bad.csv', csv);
    expect(job).toMatchObject({ status: 'failed', totalRows: 8, failedCount: 7, hasErrorFile: true });
    expect(job.summary).toMatch(/^7 rows of 8 rows rejected; nothing was shipped\. First: row 3, Courier: Please fill all field before you update$/);
    const rows = await errorRows(shop, job.id);
    expect(rows[0]!.join(',')).toBe(`Row,Column,Reason,${HEADER}`);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['3', 'Courier', 'Please fill all field before you update'],
      ['4', 'Tracking Number', 'Please fill all field before you update'],
      ['5', 'Order ID', 'Order #99999 was not found.'],
      ['6', 'Order ID', 'Order Shipping Status Not Updated'],
      ['7', 'Courier', 'Courier must be one of: poslaju, jnt, ninjavan, citylink, gdex, dhl, skynet, abx, flash, spx, lineclear, nationwide, best, aramex, other (or the courier’s name).'],
      ['8', 'Weight (kg)', 'Please enter the weight in kg with at most three decimals, like 1.25.'],
      ['8', 'Width (cm)', 'Please enter centimetres with at most one decimal, like 12.5.'],
      ['9', 'Order ID', 'Please enter the order ID, the order number as the order list shows it (like 1024).'],
    ]);
    // The row's own cells follow, under the file's headers.
    expect(rows[1]!.slice(3)).toEqual([String(b.orderNo), '', 'JT2', '', '', '', '']);
    expect((await ordersOf(shop)).map((o) => [o.status, o.shipments.length])).toEqual([
      [4, 0],
      [2, 0],
      [4, 0],
    ]);
  });

  it('reports an unknown order beside an order not ready to ship in an otherwise clean file, and ships nothing', async () => {
    const shop = await salesShop(rt);
    const a = await orderToShip(rt, shop, mugs(shop));
    const paidOnly = await paidOrder(rt, shop, mugs(shop));
    const job = await ship(shop, 'mixed.csv', [HEADER, `${a.orderNo},jnt,JT1,,,,`, `99999,jnt,JT2,,,,`, `${paidOnly.orderNo},jnt,JT3,,,,`].join('\n'));
    expect(job).toMatchObject({ status: 'failed', totalRows: 3, failedCount: 2 });
    expect((await errorRows(shop, job.id)).slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['3', 'Order ID', 'Order #99999 was not found.'],
      ['4', 'Order ID', 'Order Shipping Status Not Updated'],
    ]);
    expect((await ordersOf(shop)).map((o) => [o.status, o.shipments.length])).toEqual([
      [4, 0],
      [2, 0],
    ]);
  });

  it('checks a file without writing on a dry run', async () => {
    const shop = await salesShop(rt);
    const a = await orderToShip(rt, shop, mugs(shop));
    const job = await ship(shop, 'check.csv', `${HEADER}\n${a.orderNo},gdex,GD1,,,,\n`, true);
    expect(job).toMatchObject({ status: 'completed', dryRun: true, summary: 'Dry run: all 1 row are valid; 1 order would be marked as shipped. Nothing was written.' });
    expect((await ordersOf(shop))[0]).toMatchObject({ status: 4, shipments: [] });
    const bad = await ship(shop, 'check.csv', `${HEADER}\n${a.orderNo},gdex,,,,,\n`, true);
    expect(bad).toMatchObject({ status: 'failed', failedCount: 1 });
    expect(bad.summary).toContain('nothing was written (dry run)');
  });

  it('refuses a file without the required columns, and an empty file', async () => {
    const shop = await salesShop(rt);
    const missing = await ship(shop, 'x.csv', 'Order ID,Courier,Colour\n1,jnt,red\n');
    const rows = await errorRows(shop, missing.id);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['1', 'Colour', 'This column is not one of the template columns.'],
      ['1', 'Tracking Number', 'The file has no such column; use the headers of the template.'],
    ]);
    const empty = await ship(shop, 'empty.csv', `${HEADER}\n`);
    expect(empty).toMatchObject({ status: 'failed' });
    expect(empty.summary).toContain('The file has no shipment rows.');
  });

  it('reaches only the merchant’s own orders', async () => {
    const shop = await salesShop(rt);
    const other = await salesShop(rt);
    const a = await orderToShip(rt, shop, mugs(shop));
    const job = await ship(other, 'steal.csv', `${HEADER}\n${a.orderNo + 500},jnt,JT1,,,,\n`);
    expect(job).toMatchObject({ status: 'failed', failedCount: 1 });
    expect((await ordersOf(shop))[0]).toMatchObject({ status: 4, shipments: [] });
    const ctx = await contextOf(rt, shop.admin.token);
    const upload = await saveUpload(ctx, 'mass-shipping', 'mine.csv', Buffer.from(`${HEADER}\n${a.orderNo},jnt,JT1,,,,\n`));
    expect(await rejection(other.admin.caller.jobs.start({ kind: 'mass-shipping', uploadId: upload.id }))).toMatchObject({ code: 'NOT_FOUND' });
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect(await rejection(viewer.caller.jobs.start({ kind: 'mass-shipping', uploadId: upload.id }))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('offers a template that, filled in, ships', async () => {
    const shop = await salesShop(rt);
    const a = await orderToShip(rt, shop, mugs(shop));
    const ctx = await contextOf(rt, shop.admin.token);
    const out = new PassThrough();
    const body = text(out);
    await writeShippingTemplate(ctx, { format: 'csv' }, out);
    const template = await body;
    expect(template.trim()).toBe(HEADER);
    const job = await ship(shop, 'filled.csv', `${template.trim()}\r\n${a.orderNo},citylink,CL1,,,,\r\n`);
    expect(job.status).toBe('completed');
  });
});
