import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { INVENTORY_ACTION } from '../../core/catalogue/constants.ts';
import { withNumbers } from '../../core/db/bigint.ts';
import { ORDER_MESSAGES } from '../../core/orders/constants.ts';
import { baseContext } from '../../core/shared/context.ts';
import { localDate } from '../../core/shared/time.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { adminSession, expectOneLog, rejection, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';
import { orderStockNote } from '../../core/checkout/stock.ts';

const { rt, shop } = await shopWorld(seedShop);

beforeAll(async () => {
  // Every test here places orders of the shirt: enough stock for all of them.
  await shop.admin.caller.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 1000 }] });
});

const db = () => rt.database.client;
const api = () => shop.admin.caller.orders;
const payment = (amountSen: number) => ({ method: 'bank_transfer' as const, bankName: 'Maybank', accountNumber: '5140-1234-5678', transactionId: 'TXN-001', paidOn: new Date('2026-11-20T03:00:00Z'), amountSen });
const stockOf = async (productId: string) => (await db().product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: productId } }, select: { stock: true } })).stock;
const salesOf = async (productId: string) =>
  (await db().productSalesMonth.findMany({ where: { merchantId: shop.merchantId, productId, month: localDate(new Date(), 'Asia/Kuala_Lumpur').slice(0, 7) }, select: { salesSen: true, units: true } })).map(withNumbers);

/** An order in status: placed, then moved through the actions that lead there. */
async function orderIn(status: 2 | 4 | 6 | 8, overrides: Parameters<typeof placeOrder>[2] = {}) {
  const order = await placeOrder(rt, shop, overrides);
  await api().markPaid({ id: order.id, payment: payment(order.totalSen) });
  if (status >= 4) await api().confirmPayment({ id: order.id });
  if (status >= 6) await api().markShipped({ id: order.id, courier: 'jnt', trackingNo: `JNT${order.orderNo}`, shippedAt: new Date() });
  if (status === 8) await api().complete({ id: order.id });
  return order;
}

describe('order detail', () => {
  it('has every part of the order and the actions its status allows', async () => {
    const group = await shop.admin.caller.referral.createGroup({ name: 'Resellers', commissionPercent: 5 });
    await shop.admin.caller.referral.createPerson({ name: 'Siti', customName: 'ref-7', contact: '0123456789', email: 'siti@ref.test', groupId: group.id });
    const order = await placeOrder(rt, shop, {
      items: [
        { productId: shop.shirt.id, qty: 2 },
        { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 },
      ],
      buyerNote: 'Please wrap it',
      referral: { code: 'ref-7', arrivedAt: new Date().toISOString() },
    });
    const detail = await api().get({ id: order.id });
    expect(detail).toMatchObject({
      id: order.id,
      orderNo: order.orderNo,
      status: 7,
      statusName: 'Awaiting Payment',
      shippingQuoted: true,
      buyer: { name: 'Aminah Yusof', email: 'aminah@buyer.test', phone: '+60123456789' },
      delivery: { city: 'Shah Alam', postcode: '40000', state: 'SGR', selfPickup: false, shippingTitle: 'Courier' },
      charges: { subtotalSen: 2 * 2990 + 1500, shippingSen: 800, totalSen: order.totalSen },
      referrer: { code: 'ref-7', name: 'Siti', commissionRateBp: 500, commissionSen: order.commissionSen },
      notes: { buyerNote: 'Please wrap it', remarks: '', cancelRemark: '' },
      invoice: { no: null, date: null },
      payments: [],
      shipments: [],
      allowedActions: ['markPaid', 'cancel'],
    });
    expect(detail.items.map((i) => [i.sku, i.qty, i.singlePriceSen, i.finalPriceSen])).toEqual([
      [shop.shirt.sku, 2, 2990, 5980],
      [shop.cap.redSku, 1, 1500, 1500],
    ]);
    expect(detail.items[1]!.options).toContain('Red');
  });

  it('is not found for an unknown id or a quotation', async () => {
    expect((await rejection(api().get({ id: 'nope' }))).code).toBe('NOT_FOUND');
    const quotation = await placeOrder(rt, shop, { quotation: true });
    expect((await rejection(api().get({ id: quotation.id }))).code).toBe('NOT_FOUND');
  });
});

describe('mark as paid', () => {
  it('records the payment with its proof, the sale of the withheld stock, the invoice number and the month sales, and logs it', async () => {
    const order = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 3 }] });
    const salesBefore = (await salesOf(shop.shirt.id))[0] ?? { salesSen: 0, units: 0 };
    const signedIn = await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token);
    const proof = await saveUpload(signedIn!.ctx, 'payment-proof', 'slip.png', await QRCode.toBuffer('slip'));
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.orders.markPaid({ id: order.id, payment: { ...payment(order.totalSen), attachmentId: proof.id } }));
    expectOneLog(written, { action: `Marked as paid order #${order.orderNo}`, category: 'order' }, request);
    expect(result).toMatchObject({ status: 2, allowedActions: ['confirmPayment', 'cancel'] });
    expect(result.paidAt).toBeInstanceOf(Date);
    expect(result.payments).toEqual([
      expect.objectContaining({ method: 'bank_transfer', bankName: 'Maybank', accountNumber: '5140-1234-5678', transactionId: 'TXN-001', amountSen: order.totalSen, paidOn: new Date('2026-11-20T03:00:00Z'), attachment: { id: proof.id, fileName: 'slip.png', mimeType: 'image/png' }, recordedBy: shop.admin.id }),
    ]);
    expect(result.invoice.no).toMatch(/^INV\d{5}$/);
    expect(result.invoice.date).toBeInstanceOf(Date);
    const sold = await db().inventoryLog.findMany({ where: { merchantId: shop.merchantId, note: orderStockNote(order.orderNo), actionType: INVENTORY_ACTION.order } });
    expect(sold.map((l) => [l.productId, l.change])).toEqual([[shop.shirt.id, 0]]);
    expect(await salesOf(shop.shirt.id)).toEqual([{ salesSen: salesBefore.salesSen + 3 * 2990, units: salesBefore.units + 3 }]);
  });

  it('is irreversible: a paid order cannot be paid again', async () => {
    const order = await orderIn(2);
    const error = await rejection(api().markPaid({ id: order.id, payment: payment(100) }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.paymentNotSaved), appCode: 'ORDER.INVALID_TRANSITION' });
    expect(await db().orderPayment.count({ where: { merchantId: shop.merchantId, orderId: order.id } })).toBe(1);
  });

  it('refuses an attachment that is not a payment proof of this shop', async () => {
    const order = await placeOrder(rt, shop);
    expect((await rejection(api().markPaid({ id: order.id, payment: { ...payment(order.totalSen), attachmentId: 'nope' } }))).code).toBe('NOT_FOUND');
    expect((await api().get({ id: order.id })).status).toBe(7);
  });

  it('refuses a payment with a negative amount, saying so on the amount', async () => {
    const order = await placeOrder(rt, shop);
    const error = await rejection(api().markPaid({ id: order.id, payment: { method: 'cash', paidOn: new Date(), amountSen: -1 } }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { 'payment.amountSen': 'The amount paid cannot be negative.' } });
  });

  it('gives no invoice number when the settings do not auto-generate', async () => {
    const other = await seedShop(rt);
    await other.admin.caller.orderSettings.updateInvoice({ autoGenerate: false, prefix: 'INV', startingNumber: '00001' });
    const order = await placeOrder(rt, other);
    const paid = await other.admin.caller.orders.markPaid({ id: order.id, payment: payment(order.totalSen) });
    expect(paid.invoice).toEqual({ no: null, date: null });
  });
});

describe('quote shipping', () => {
  it('sets the fee into the total and lets the buyer pay; a second quote is refused', async () => {
    const order = await placeOrder(rt, shop, { shippingOptionId: shop.quoteOptionId });
    expect(order).toMatchObject({ status: 7, shippingQuoted: false, shippingSen: 0 });
    const unquoted = await rejection(api().markPaid({ id: order.id, payment: payment(order.totalSen) }));
    expect(unquoted).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.paymentNotSaved), appCode: 'ORDER.SHIPPING_NOT_QUOTED' });
    expect((await api().get({ id: order.id })).allowedActions).toEqual(['quoteShipping', 'cancel']);

    const quoted = await api().quoteShipping({ id: order.id, shippingSen: 2500 });
    expect(quoted).toMatchObject({ status: 7, shippingQuoted: true, charges: { shippingSen: 2500, totalSen: order.totalSen + 2500 }, allowedActions: ['markPaid', 'cancel'] });
    const again = await rejection(api().quoteShipping({ id: order.id, shippingSen: 100 }));
    expect(again).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.shippingFeeNotSaved), appCode: 'ORDER.NOT_AWAITING_QUOTE' });
    expect((await api().markPaid({ id: order.id, payment: payment(order.totalSen + 2500) })).status).toBe(2);
  });

  it('is refused for an order that awaits no quote, and for a negative fee', async () => {
    const order = await placeOrder(rt, shop);
    expect(await rejection(api().quoteShipping({ id: order.id, shippingSen: 100 }))).toMatchObject({ message: english(ORDER_MESSAGES.shippingFeeNotSaved), appCode: 'ORDER.NOT_AWAITING_QUOTE' });
    expect(await rejection(api().quoteShipping({ id: order.id, shippingSen: -5 }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { shippingSen: 'The shipping fee cannot be negative.' } });
  });
});

describe('confirm payment, ship, complete', () => {
  it('moves a paid order to Preparing to ship, Shipped and Completed, with the parcel', async () => {
    const order = await orderIn(2);
    const { caller, request, logs } = adminSession(rt, shop);
    const confirmed = await logs(() => caller.orders.confirmPayment({ id: order.id }));
    expectOneLog(confirmed.logs, { action: `Confirmed payment of order #${order.orderNo}`, category: 'order' }, request);
    expect(confirmed.result).toMatchObject({ status: 4, allowedActions: ['markShipped', 'complete', 'cancel'] });
    const at = new Date('2026-11-21T08:30:00Z');
    const shipped = await caller.orders.markShipped({ id: order.id, courier: 'poslaju', trackingNo: ' EP123456789MY ', shippedAt: at, remark: 'Fragile' });
    expect(shipped).toMatchObject({ status: 6, shippedAt: at, allowedActions: ['complete', 'refund'] });
    expect(shipped.shipments).toEqual([expect.objectContaining({ courier: 'poslaju', courierName: 'Pos Laju', trackingNo: 'EP123456789MY', shippedAt: at, remark: 'Fragile' })]);
    const completed = await caller.orders.complete({ id: order.id });
    expect(completed).toMatchObject({ status: 8, allowedActions: ['refund'] });
    expect(completed.completedAt).toBeInstanceOf(Date);
  });

  it('completes a self pick-up order from Preparing to ship, without a shipment', async () => {
    const order = await orderIn(4, { selfPickup: true, pickupAddressId: shop.pickupAddressId, address: null, shippingOptionId: null });
    expect(await api().complete({ id: order.id })).toMatchObject({ status: 8, shipments: [] });
  });

  it('refuses each action out of order with the spec message', async () => {
    const unpaid = await placeOrder(rt, shop);
    expect(await rejection(api().confirmPayment({ id: unpaid.id }))).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.paymentNotSaved) });
    expect(await rejection(api().markShipped({ id: unpaid.id, courier: 'jnt', trackingNo: 'X1', shippedAt: new Date() }))).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.shippingStatusNotUpdated) });
    expect(await rejection(api().complete({ id: unpaid.id }))).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.statusNotUpdated) });
    expect(await rejection(api().refund({ id: unpaid.id }))).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.statusNotUpdated) });
    expect((await api().get({ id: unpaid.id })).status).toBe(7);
  });

  it('needs a known courier and a tracking number to ship', async () => {
    const order = await orderIn(4);
    const error = await rejection(api().markShipped({ id: order.id, courier: 'pigeon' as 'jnt', trackingNo: '  ', shippedAt: new Date() }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { courier: english(ORDER_MESSAGES.fillAllFields), trackingNo: english(ORDER_MESSAGES.fillAllFields) } });
    expect(await db().orderShipment.count({ where: { merchantId: shop.merchantId, orderId: order.id } })).toBe(0);
  });
});

describe('cancel and refund', () => {
  it('cancels an unpaid order, gives its stock back and keeps the remark', async () => {
    const before = await stockOf(shop.shirt.id);
    const order = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }] });
    expect(await stockOf(shop.shirt.id)).toBe(before - 2);
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.orders.cancel({ id: order.id, remark: 'Buyer asked to cancel' }));
    expectOneLog(written, { action: `Cancelled order #${order.orderNo}`, category: 'order' }, request);
    expect(result).toMatchObject({ status: 3, notes: { cancelRemark: 'Buyer asked to cancel' }, allowedActions: [] });
    expect(await stockOf(shop.shirt.id)).toBe(before);
    expect(await rejection(caller.orders.cancel({ id: order.id }))).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.statusNotUpdated) });
  });

  it('sets the chosen items out of stock after giving the stock back', async () => {
    const other = await seedShop(rt);
    const order = await placeOrder(rt, other, {
      items: [
        { productId: other.shirt.id, qty: 1 },
        { productId: other.cap.id, optionId: other.cap.blueOptionId, qty: 1 },
      ],
    });
    const detail = await other.admin.caller.orders.get({ id: order.id });
    const capItem = detail.items.find((i) => i.optionId === other.cap.blueOptionId)!;
    await other.admin.caller.orders.cancel({ id: order.id, outOfStockItemIds: [capItem.id] });
    const cap = await other.admin.caller.products.get({ id: other.cap.id });
    const options = cap.variants[0]!.options;
    expect(options.map((o) => [o.name, o.stock])).toEqual([
      ['Red', 5],
      ['Blue', 0],
    ]);
    expect((await db().product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: other.merchantId, id: other.cap.id } } })).stock).toBe(5);
    const shirt = await db().product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: other.merchantId, id: other.shirt.id } } });
    expect(shirt.stock).toBe(10);
    expect((await rejection(other.admin.caller.orders.cancel({ id: (await placeOrder(rt, other)).id, outOfStockItemIds: ['nope'] }))).code).toBe('NOT_FOUND');
  });

  it('cancels a paid order and takes its sales out of the month', async () => {
    const order = await placeOrder(rt, shop, { items: [{ productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 }] });
    const before = (await salesOf(shop.cap.id))[0] ?? { salesSen: 0, units: 0 };
    await api().markPaid({ id: order.id, payment: payment(order.totalSen) });
    expect(await salesOf(shop.cap.id)).toEqual([{ salesSen: before.salesSen + 1500, units: before.units + 1 }]);
    await api().confirmPayment({ id: order.id });
    expect((await api().cancel({ id: order.id })).status).toBe(3);
    expect(await salesOf(shop.cap.id)).toEqual([before.units === 0 ? { salesSen: 0, units: 0 } : before]);
  });

  it('never takes the month sales below zero', async () => {
    const other = await seedShop(rt);
    const order = await placeOrder(rt, other);
    await other.admin.caller.orders.markPaid({ id: order.id, payment: payment(order.totalSen) });
    // As if the sale had been counted only in part (paid before the month was recorded).
    await db().productSalesMonth.updateMany({ where: { merchantId: other.merchantId, productId: other.shirt.id }, data: { salesSen: 100, units: 0 } });
    await other.admin.caller.orders.cancel({ id: order.id });
    expect((await db().productSalesMonth.findMany({ where: { merchantId: other.merchantId, productId: other.shirt.id }, select: { salesSen: true, units: true } })).map(withNumbers)).toEqual([{ salesSen: 0, units: 0 }]);
  });

  it('refuses to cancel a shipped order; refunds it instead', async () => {
    const order = await orderIn(6);
    expect(await rejection(api().cancel({ id: order.id }))).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.statusNotUpdated) });
    const refunded = await api().refund({ id: order.id, remark: 'Damaged in transit' });
    expect(refunded).toMatchObject({ status: 9, notes: { cancelRemark: 'Damaged in transit' }, allowedActions: [] });
    expect(await rejection(api().refund({ id: order.id }))).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.statusNotUpdated) });
  });

  it('refunds a completed order', async () => {
    const order = await orderIn(8);
    expect((await api().refund({ id: order.id })).status).toBe(9);
  });
});

describe('permissions inside the module', () => {
  it('lets a viewer read orders but not act on them', async () => {
    const viewer = await seedSubUser(rt, shop, { order: 'view' });
    const order = await placeOrder(rt, shop);
    expect((await viewer.caller.orders.get({ id: order.id })).id).toBe(order.id);
    expect((await rejection(viewer.caller.orders.cancel({ id: order.id }))).code).toBe('FORBIDDEN');
  });
});
