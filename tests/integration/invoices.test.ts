import { describe, expect, it } from 'vitest';
import { assignInvoiceNumber } from '../../core/invoices/numbering.ts';
import { withTransaction } from '../../core/shared/context.ts';
import { rejection, seedSubUser } from '../helpers/fixtures.ts';
import { placeOrder } from '../helpers/orders.ts';
import { contextOf, paidOrder, pdfToText, salesShop } from '../helpers/sales-documents.ts';
import { fileRuntime, fileServer } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';
import { msg } from '../../core/shared/messages.ts';

const rt = await fileRuntime();
const app = await fileServer(rt);

const invoiceOf = async (shop: { merchantId: string }, orderId: string) =>
  rt.database.client.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: orderId } }, select: { invoiceNo: true, invoiceDate: true } });

describe('invoice numbers', () => {
  it('are given when an order is paid, with the prefix and the starting number’s leading zeros', async () => {
    const shop = await salesShop(rt, { prefix: 'KR-', startingNumber: '000120' });
    const first = await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    const second = await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    expect((await invoiceOf(shop, first.id)).invoiceNo).toBe('KR-000120');
    expect((await invoiceOf(shop, second.id)).invoiceNo).toBe('KR-000121');
    expect((await invoiceOf(shop, second.id)).invoiceDate).toBeInstanceOf(Date);
    // An unpaid order has none.
    const unpaid = await placeOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    expect((await invoiceOf(shop, unpaid.id)).invoiceNo).toBeNull();
  });

  it('are given by hand to a paid order when auto-generate is off, once', async () => {
    const shop = await salesShop(rt, { autoGenerate: false, startingNumber: '7' });
    const order = await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    expect((await invoiceOf(shop, order.id)).invoiceNo).toBeNull();
    const issued = await shop.admin.caller.invoices.generate({ orderId: order.id });
    expect(issued).toMatchObject({ orderId: order.id, orderNo: order.orderNo, invoiceNo: 'INV7' });
    expect(await rejection(shop.admin.caller.invoices.generate({ orderId: order.id }))).toMatchObject({ code: 'CONFLICT', appCode: 'INVOICE.ALREADY_ISSUED', message: 'This order already has invoice INV7.' });
    const unpaid = await placeOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    expect(await rejection(shop.admin.caller.invoices.generate({ orderId: unpaid.id }))).toMatchObject({ appCode: 'INVOICE.NOT_PAID', message: 'Only a paid order can have an invoice.' });
    const logs = await rt.database.client.userLog.findMany({ where: { merchantId: shop.merchantId, action: { startsWith: msg('log.invoices.generated') } } });
    expect(logs.map((l) => [english(l.action), l.category])).toEqual([[`Generated invoice INV7 for order #${order.orderNo}`, 'my_sales']]);
  });

  it('are unique and gap-free when many orders are invoiced at once', async () => {
    const shop = await salesShop(rt, { autoGenerate: false });
    const orders: Awaited<ReturnType<typeof paidOrder>>[] = [];
    for (let i = 0; i < 12; i++) orders.push(await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] }));
    const issued = await Promise.all(orders.map((o) => shop.admin.caller.invoices.generate({ orderId: o.id })));
    expect(issued.map((i) => i.invoiceNo).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `INV${String(i + 1).padStart(5, '0')}`));
  });

  it('are taken in the caller’s transaction: overlapping transactions never share or skip a number, and a rollback gives its number back', async () => {
    const shop = await salesShop(rt, { autoGenerate: false });
    const ctx = await contextOf(rt, shop.admin.token);
    const orders: Awaited<ReturnType<typeof paidOrder>>[] = [];
    for (let i = 0; i < 8; i++) orders.push(await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] }));
    const rolledBack = await withTransaction(ctx, async (tx) => {
      const taken = await assignInvoiceNumber(tx, orders[0]!.id);
      throw Object.assign(new Error('rollback'), { taken });
    }).catch((error: { taken: { invoiceNo: string } }) => error.taken.invoiceNo);
    expect(rolledBack).toBe('INV00001');
    // Each transaction holds on to its number a while before committing, so they overlap.
    const numbers = await Promise.all(
      orders.map((o) =>
        withTransaction(ctx, async (tx) => {
          const issued = await assignInvoiceNumber(tx, o.id);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return issued.invoiceNo;
        }),
      ),
    );
    expect([...numbers].sort()).toEqual(Array.from({ length: 8 }, (_, i) => `INV${String(i + 1).padStart(5, '0')}`));
    const settings = await rt.database.client.orderSetting.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect(settings.invoiceNextNumber).toBe(9);
  });

  it('are given once when the same order is invoiced twice at the same time', async () => {
    const shop = await salesShop(rt, { autoGenerate: false });
    const ctx = await contextOf(rt, shop.admin.token);
    const order = await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        withTransaction(ctx, async (tx) => {
          const issued = await assignInvoiceNumber(tx, order.id);
          await new Promise((resolve) => setTimeout(resolve, 10));
          return issued;
        }),
      ),
    );
    expect(results.filter((r) => r.assigned)).toHaveLength(1);
    expect(new Set(results.map((r) => r.invoiceNo))).toEqual(new Set(['INV00001']));
    const next = await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    expect((await shop.admin.caller.invoices.generate({ orderId: next.id })).invoiceNo).toBe('INV00002');
  });

  it('never reach another merchant’s order', async () => {
    const shop = await salesShop(rt, { autoGenerate: false });
    const other = await salesShop(rt, { autoGenerate: false });
    const order = await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    expect(await rejection(other.admin.caller.invoices.generate({ orderId: order.id }))).toMatchObject({ code: 'NOT_FOUND' });
    const ctx = await contextOf(rt, other.admin.token);
    await expect(withTransaction(ctx, (tx) => assignInvoiceNumber(tx, order.id))).rejects.toMatchObject({ code: 'ORDER.NOT_FOUND' });
    expect((await invoiceOf(shop, order.id)).invoiceNo).toBeNull();
    expect((await rt.database.client.orderSetting.findUniqueOrThrow({ where: { merchantId: other.merchantId } })).invoiceNextNumber).toBe(1);
  });
});

describe('invoice list', () => {
  it('lists invoiced orders newest first, searchable by invoice number, order number and buyer, within dates', async () => {
    const shop = await salesShop(rt);
    const a = await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 2 }], buyer: { name: 'Siti Rahmah', email: 'siti@buyer.test', phone: '+60123000001' } });
    const b = await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }], buyer: { name: 'Tan Wei Ming', email: 'tan@buyer.test', phone: '+60123000002' } });
    await placeOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    const admin = shop.admin.caller;
    const all = await admin.invoices.list({});
    expect(all.total).toBe(2);
    expect(all.items.map((i) => [i.invoiceNo, i.orderNo, i.buyerName])).toEqual([
      ['INV00002', b.orderNo, 'Tan Wei Ming'],
      ['INV00001', a.orderNo, 'Siti Rahmah'],
    ]);
    expect(all.items[1]!.totalSen).toBe(a.totalSen);
    expect((await admin.invoices.list({ search: '00001' })).items.map((i) => i.orderId)).toEqual([a.id]);
    expect((await admin.invoices.list({ search: `#${b.orderNo}` })).items.map((i) => i.orderId)).toEqual([b.id]);
    expect((await admin.invoices.list({ search: 'siti' })).items.map((i) => i.orderId)).toEqual([a.id]);
    expect((await admin.invoices.list({ shortcut: 'today' })).total).toBe(2);
    expect((await admin.invoices.list({ shortcut: 'yesterday' })).total).toBe(0);
    expect((await admin.invoices.list({ from: '2020-01-01', to: '2020-12-31' })).total).toBe(0);
    expect((await admin.invoices.list({ from: '2020-01-01' })).total).toBe(2);
    expect((await admin.invoices.list({ pageSize: 20, page: 2 })).items).toEqual([]);
    expect(await rejection(admin.invoices.list({ pageSize: 30 }))).toMatchObject({ code: 'BAD_REQUEST' });
    const other = await salesShop(rt);
    expect((await other.admin.caller.invoices.list({})).total).toBe(0);
  });
});

describe('invoice PDF', () => {
  const get = (url: string, token: string | null) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('prints the invoice of one order for its merchant only', async () => {
    const shop = await salesShop(rt);
    const order = await paidOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 3 }, { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 }] });
    const res = await get(`/api/invoices/${order.id}/pdf`, shop.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="INV00001.pdf"/);
    const text = await pdfToText(res.rawPayload);
    expect(text).toContain('INVOICE');
    expect(text).toContain('Invoice No: INV00001');
    expect(text).toContain(`Order #${order.orderNo}`);
    expect(text).toContain(`${shop.name} Sdn Bhd`);
    expect(text).toContain('Registration No: 201901000123');
    expect(text).toMatch(new RegExp(`Enamel mug\\s+${shop.mug.sku}\\s+3\\s+RM 12\\.50\\s+RM 37\\.50`));
    expect(text).toContain('Baseball cap');
    expect(text).toContain('Red');
    expect(text).toMatch(/Total\s+RM \d+\.\d\d/);
    expect((await get(`/api/invoices/${order.id}/pdf?download=1`, shop.admin.token)).headers['content-disposition']).toMatch(/^attachment;/);

    const other = await salesShop(rt);
    expect((await get(`/api/invoices/${order.id}/pdf`, other.admin.token)).statusCode).toBe(404);
    expect((await get(`/api/invoices/${order.id}/pdf`, null)).statusCode).toBe(401);
    const clerk = await seedSubUser(rt, shop, { manage: 'edit' });
    expect((await get(`/api/invoices/${order.id}/pdf`, clerk.token)).statusCode).toBe(403);
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect((await get(`/api/invoices/${order.id}/pdf`, viewer.token)).statusCode).toBe(200);
    const unpaid = await placeOrder(rt, shop, { items: [{ productId: shop.mug.id, qty: 1 }] });
    const none = await get(`/api/invoices/${unpaid.id}/pdf`, shop.admin.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'This order has no invoice yet.' });
  });
});
