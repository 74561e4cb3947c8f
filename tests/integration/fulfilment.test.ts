import { describe, expect, it } from 'vitest';
import { rejection, seedSubUser } from '../helpers/fixtures.ts';
import { inEnglish } from '../helpers/job-summary.ts';
import { placeOrder } from '../helpers/orders.ts';
import { jobResult, orderToShip, paidOrder, pdfPages, pdfToText, printChineseOrder, runJobs, salesShop, type SalesShop } from '../helpers/sales-documents.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();

const mugs = (shop: SalesShop, qty = 1) => ({ items: [{ productId: shop.mug.id, qty }] });

const resultOf = (shop: SalesShop, jobId: string) => jobResult(rt, shop, jobId);
type Caller = SalesShop['admin']['caller'];
/** A print job (kind packaging-print), started as caller. */
const print = (caller: Caller, input: { documents: 'packaging' | 'invoices'; orderIds?: string[]; orderNos?: number[]; status?: number }) => caller.jobs.start({ kind: 'packaging-print', ...input });
/** The job as caller sees it, its summary in English. */
const jobOf = async (caller: Caller, id: string) => inEnglish(await caller.jobs.get({ id }));

describe('packaging list', () => {
  it('lists orders to pack (paid, preparing to ship), oldest first, by tab and search', async () => {
    const shop = await salesShop(rt);
    const paid = await paidOrder(rt, shop, mugs(shop, 2));
    const preparing = await orderToShip(rt, shop, { ...mugs(shop), buyer: { name: 'Lim Mei Ling', email: 'lim@buyer.test', phone: '+60123000003' } });
    await placeOrder(rt, shop, mugs(shop));
    const admin = shop.admin.caller;
    const all = await admin.fulfilment.packaging({});
    expect(all.items.map((r) => [r.orderNo, r.status, r.items])).toEqual([
      [paid.orderNo, 2, 2],
      [preparing.orderNo, 4, 1],
    ]);
    expect(all.items[0]).toMatchObject({ invoiceNo: 'INV00001', shipTo: 'Shah Alam 40000, Selangor', shippingTitle: 'Courier', selfPickup: false });
    expect((await admin.fulfilment.packaging({ tab: 'preparingToShip' })).items.map((r) => r.orderId)).toEqual([preparing.id]);
    expect((await admin.fulfilment.packaging({ search: 'lim' })).items.map((r) => r.orderId)).toEqual([preparing.id]);
    expect((await admin.fulfilment.packaging({ shortcut: 'last_month' })).total).toBe(0);
  });
});

describe('delivery and shipping lists', () => {
  it('lists parcel orders by unpaid, paid and deleted (cancelled or refunded), and shipped parcels with their tracking', async () => {
    const shop = await salesShop(rt);
    const admin = shop.admin.caller;
    const unpaid = await placeOrder(rt, shop, mugs(shop));
    const shipped = await orderToShip(rt, shop, mugs(shop));
    await admin.orders.markShipped({ id: shipped.id, courier: 'jnt', trackingNo: 'JT0001234567', shippedAt: new Date() });
    const cancelled = await placeOrder(rt, shop, mugs(shop));
    await admin.orders.cancel({ id: cancelled.id });
    await placeOrder(rt, shop, { ...mugs(shop), selfPickup: true, pickupAddressId: shop.pickupAddressId, address: null, shippingOptionId: null });

    expect((await admin.fulfilment.delivery({ tab: 'unpaid' })).items.map((r) => r.orderId)).toEqual([unpaid.id]);
    const paid = await admin.fulfilment.delivery({ tab: 'paid' });
    expect(paid.items.map((r) => [r.orderId, r.courier, r.trackingNo])).toEqual([[shipped.id, 'jnt', 'JT0001234567']]);
    expect((await admin.fulfilment.delivery({ tab: 'deleted' })).items.map((r) => r.orderId)).toEqual([cancelled.id]);
    expect((await admin.fulfilment.delivery({ tab: 'paid', search: 'JT000123' })).total).toBe(1);

    const shipments = await admin.fulfilment.shipments({});
    expect(shipments.items.map((r) => [r.orderNo, r.courier, r.courierName, r.trackingNo, r.status])).toEqual([[shipped.orderNo, 'jnt', 'J&T Express', 'JT0001234567', 6]]);
    expect((await admin.fulfilment.shipments({ search: '1234567' })).total).toBe(1);
    expect((await admin.fulfilment.shipments({ courier: 'poslaju' })).total).toBe(0);
    const other = await salesShop(rt);
    expect((await other.admin.caller.fulfilment.shipments({})).total).toBe(0);
    expect((await other.admin.caller.fulfilment.delivery({ tab: 'paid' })).total).toBe(0);

    // A refunded parcel order leaves the paid tab for deleted too; newest first, the cancelled one was placed later.
    await admin.orders.refund({ id: shipped.id });
    expect((await admin.fulfilment.delivery({ tab: 'deleted' })).items.map((r) => [r.orderId, r.status])).toEqual([
      [cancelled.id, 3],
      [shipped.id, 9],
    ]);
    expect((await admin.fulfilment.delivery({ tab: 'paid' })).items).toEqual([]);
  });
});

describe('packaging bill', () => {
  it('prints the packing slips and invoices of the chosen orders into one PDF, as a job', async () => {
    const shop = await salesShop(rt);
    const a = await orderToShip(rt, shop, mugs(shop, 2));
    const b = await orderToShip(rt, shop, { items: [{ productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 1 }] });
    const c = await orderToShip(rt, shop, mugs(shop));
    const job = await print(shop.admin.caller, { documents: 'packaging', orderIds: [c.id, a.id] });
    expect(job).toMatchObject({ kind: 'packaging-print', status: 'queued', fileName: 'packaging-bill.pdf' });
    await runJobs(rt, shop.merchantId);
    const done = await jobOf(shop.admin.caller, job.id);
    expect(done).toMatchObject({ status: 'completed', hasResult: true, totalRows: 2, doneRows: 2, summary: 'Printed 2 packing slips and 2 invoices of 2 orders.' });
    const pdf = await resultOf(shop, job.id);
    expect(await pdfPages(pdf)).toBe(4);
    const text = await pdfToText(pdf);
    const pages = text.split('\f');
    // In order-number order: a's slip and invoice, then c's.
    expect(pages[0]).toContain('PACKING SLIP');
    expect(pages[0]).toContain(`Order #${a.orderNo}`);
    expect(pages[1]).toContain('INVOICE');
    expect(pages[1]).toContain('Invoice No: INV00001');
    expect(pages[2]).toContain(`Order #${c.orderNo}`);
    expect(pages[3]).toContain('Invoice No: INV00003');
    expect(text).toContain('Enamel mug');
    expect(text).toContain('Aminah Yusof');
    expect(text).toContain('12 Jalan Kebun');
    expect(text).not.toContain(`Order #${b.orderNo}`);
  });

  it('prints every order of a status, or the invoices only by order number', async () => {
    const shop = await salesShop(rt, { autoGenerate: false });
    const a = await orderToShip(rt, shop, mugs(shop));
    const b = await orderToShip(rt, shop, mugs(shop));
    await paidOrder(rt, shop, mugs(shop));
    await shop.admin.caller.invoices.generate({ orderId: b.id });
    const byStatus = await print(shop.admin.caller, { documents: 'packaging', status: 4 });
    const invoices = await print(shop.admin.caller, { documents: 'invoices', orderNos: [a.orderNo, b.orderNo] });
    await runJobs(rt, shop.merchantId);
    expect(await jobOf(shop.admin.caller, byStatus.id)).toMatchObject({ status: 'completed', summary: 'Printed 2 packing slips and 1 invoice of 2 orders. 1 order has no invoice yet.' });
    expect(await jobOf(shop.admin.caller, invoices.id)).toMatchObject({ status: 'completed', fileName: 'invoices.pdf', summary: 'Printed 1 invoice. 1 order has no invoice yet.' });
    const text = await pdfToText(await resultOf(shop, invoices.id));
    expect(text).toContain('Invoice No: INV00001');
    expect(text).toContain(`Order #${b.orderNo}`);
    expect(text).not.toContain('PACKING SLIP');
  });

  it('prints Chinese names, addresses and items with the machine’s Unicode font', async () => {
    const shop = await salesShop(rt);
    const { order, job, text } = await printChineseOrder(rt, shop);
    // No note about lost characters: everything printed.
    expect(job).toMatchObject({ status: 'completed', summary: 'Printed 1 packing slip and 1 invoice of 1 order.' });
    expect(text).toContain(`Order #${order.orderNo}`);
    expect(text).toContain('陈美玲');
    expect(text).toContain('莎阿南花园路 12 号');
    expect(text).toMatch(/海南鸡饭 Hainanese chicken rice/);
    expect(text).not.toContain('??');
  });

  it('keeps memory flat and finishes in one PDF for hundreds of orders', async () => {
    const shop = await salesShop(rt);
    const ids: string[] = [];
    for (let i = 0; i < 150; i++) ids.push((await paidOrder(rt, shop, mugs(shop))).id);
    const job = await print(shop.admin.caller, { documents: 'packaging', orderIds: ids });
    const before = process.memoryUsage().heapUsed;
    await runJobs(rt, shop.merchantId);
    const grown = process.memoryUsage().heapUsed - before;
    expect(await jobOf(shop.admin.caller, job.id)).toMatchObject({ status: 'completed', doneRows: 150 });
    const pdf = await resultOf(shop, job.id);
    expect(await pdfPages(pdf)).toBe(300);
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  }, 120_000);

  it('refuses orders that are not the merchant’s, an empty choice, and users without My Sales', async () => {
    const shop = await salesShop(rt);
    const other = await salesShop(rt);
    const order = await paidOrder(rt, shop, mugs(shop));
    expect(await rejection(print(other.admin.caller, { documents: 'packaging', orderIds: [order.id] }))).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found.' });
    expect(await rejection(print(other.admin.caller, { documents: 'packaging', orderNos: [order.orderNo + 1000] }))).toMatchObject({ code: 'NOT_FOUND', message: `Order #${order.orderNo + 1000} was not found.` });
    expect(await rejection(print(shop.admin.caller, { documents: 'packaging' }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Choose the orders to print: order ids, order numbers or a status.' });
    expect(await rejection(print(shop.admin.caller, { documents: 'packaging', status: 8 }))).toMatchObject({ message: 'There are no orders to print.' });
    const clerk = await seedSubUser(rt, shop, { manage: 'edit' });
    expect(await rejection(print(clerk.caller, { documents: 'packaging', orderIds: [order.id] }))).toMatchObject({ code: 'FORBIDDEN' });
    const job = await print(shop.admin.caller, { documents: 'packaging', orderIds: [order.id] });
    expect(await rejection(jobOf(other.admin.caller, job.id))).toMatchObject({ code: 'NOT_FOUND' });
    // Any job is followed with jobs.get, by users who may view its module only.
    expect(await shop.admin.caller.jobs.get({ id: job.id })).toMatchObject({ id: job.id, kind: 'packaging-print' });
    expect(await rejection(clerk.caller.jobs.get({ id: job.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await shop.admin.caller.jobs.list({ kind: 'packaging-print' })).items.map((j) => j.id)).toEqual([job.id]);
  });
});
