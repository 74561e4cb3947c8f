import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../core/orders/constants.ts';
import { adminSession, rejection } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedShop);

beforeAll(async () => {
  await shop.admin.caller.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 1000 }] });
});

const orders = () => shop.admin.caller.orders;
const statusOf = async (id: string) => (await orders().get({ id })).status;
const stock = async () => (await rt.database.client.product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.shirt.id } } })).stock;

describe('mass actions', () => {
  it('marks many as paid: each allowed order is paid, the others are listed with their reason', async () => {
    const unpaid = await placeOrder(rt, shop);
    const unquoted = await placeOrder(rt, shop, { shippingOptionId: shop.quoteOptionId });
    const paid = await placeOrder(rt, shop);
    await orders().markPaid({ id: paid.id, payment: { method: 'cash', paidOn: new Date(), amountSen: paid.totalSen } });
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.orders.mass({ action: 'markPaid', ids: [unpaid.id, unquoted.id, paid.id, unpaid.id], method: 'bank_transfer' }));
    expect({ ...result, results: result.results.map((r) => ({ ...r, reason: r.reason && english(r.reason) })) }).toEqual({
      action: 'markPaid',
      succeeded: 1,
      failed: 2,
      results: [
        { id: unpaid.id, orderNo: unpaid.orderNo, ok: true, status: 2, code: null, reason: null },
        { id: unquoted.id, orderNo: unquoted.orderNo, ok: false, status: 7, code: 'ORDER.SHIPPING_NOT_QUOTED', reason: english(ORDER_MESSAGES.paymentNotSaved) },
        { id: paid.id, orderNo: paid.orderNo, ok: false, status: 2, code: 'ORDER.INVALID_TRANSITION', reason: english(ORDER_MESSAGES.paymentNotSaved) },
      ],
    });
    expect(written.map((l) => l.action)).toEqual([`Marked as paid order #${unpaid.orderNo} (mass action)`]);
    expect(written[0]).toMatchObject({ category: 'order', ip: request.ip });
    const detail = await orders().get({ id: unpaid.id });
    expect(detail.payments).toEqual([expect.objectContaining({ method: 'bank_transfer', amountSen: unpaid.totalSen })]);
    expect(detail.invoice.no).not.toBeNull();
    expect(await statusOf(unquoted.id)).toBe(7);
  });

  it('confirms payment and completes many, refusing those not in the right status', async () => {
    const a = await placeOrder(rt, shop);
    const b = await placeOrder(rt, shop);
    for (const o of [a, b]) await orders().markPaid({ id: o.id, payment: { method: 'cash', paidOn: new Date(), amountSen: 1 } });
    const unpaid = await placeOrder(rt, shop);
    const confirmed = await orders().mass({ action: 'confirmPayment', ids: [a.id, b.id, unpaid.id] });
    expect(confirmed.results.map((r) => [r.orderNo, r.ok, r.status, r.reason && english(r.reason)])).toEqual([
      [a.orderNo, true, 4, null],
      [b.orderNo, true, 4, null],
      [unpaid.orderNo, false, 7, english(ORDER_MESSAGES.paymentNotSaved)],
    ]);
    await orders().markShipped({ id: b.id, courier: 'citylink', trackingNo: 'CL1', shippedAt: new Date() });
    const completed = await orders().mass({ action: 'complete', ids: [a.id, b.id, unpaid.id] });
    expect(completed).toMatchObject({ succeeded: 2, failed: 1 });
    expect(completed.results[2]).toMatchObject({ ok: false, reason: ORDER_MESSAGES.statusNotUpdated });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([8, 8]);
  });

  it('cancels many with one remark, giving their stock back, and leaves shipped ones alone', async () => {
    const before = await stock();
    const a = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }] });
    const b = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 3 }] });
    const shipped = await placeOrder(rt, shop);
    await orders().markPaid({ id: shipped.id, payment: { method: 'cash', paidOn: new Date(), amountSen: 1 } });
    await orders().confirmPayment({ id: shipped.id });
    await orders().markShipped({ id: shipped.id, courier: 'dhl', trackingNo: 'D1', shippedAt: new Date() });
    expect(await stock()).toBe(before - 6);
    const result = await orders().mass({ action: 'cancel', ids: [a.id, b.id, shipped.id], remark: 'Out of season' });
    expect(result).toMatchObject({ succeeded: 2, failed: 1 });
    expect(result.results[2]).toMatchObject({ id: shipped.id, ok: false, status: 6, code: 'ORDER.INVALID_TRANSITION', reason: ORDER_MESSAGES.statusNotUpdated });
    expect(await stock()).toBe(before - 1);
    expect((await orders().get({ id: a.id })).notes.cancelRemark).toBe('Out of season');
  });

  it('refuses the whole call when an id is not one of the shop’s orders, changing nothing', async () => {
    const a = await placeOrder(rt, shop);
    const quotation = await placeOrder(rt, shop, { quotation: true });
    expect((await rejection(orders().mass({ action: 'cancel', ids: [a.id, 'nope'] }))).code).toBe('NOT_FOUND');
    expect((await rejection(orders().mass({ action: 'cancel', ids: [a.id, quotation.id] }))).code).toBe('NOT_FOUND');
    expect(await statusOf(a.id)).toBe(7);
  });

  it('takes at most 500 orders and at least one', async () => {
    expect((await rejection(orders().mass({ action: 'complete', ids: [] }))).code).toBe('BAD_REQUEST');
    expect((await rejection(orders().mass({ action: 'complete', ids: Array.from({ length: 501 }, (_, i) => `o${i}`) }))).code).toBe('BAD_REQUEST');
  });
});
