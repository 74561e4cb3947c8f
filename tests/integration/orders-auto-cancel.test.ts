import { describe, expect, it } from 'vitest';
import { AUTO_CANCEL_REMARK, autoCancelOrders } from '../../core/orders/auto-cancel.ts';
import { baseContext } from '../../core/shared/context.ts';
import { asToken, testRequest } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld((runtime) => seedShop(runtime, { checkout: { autoCancelMinutes: 60 } }));

const MINUTE = 60_000;
/** The scheduled run at a given time, limited to this file's shops (the PostgreSQL database is shared). */
const runAt = (at: Date, merchantIds = [shop.merchantId]) => autoCancelOrders(baseContext(rt.database, rt.env, testRequest(), () => at), { merchantIds });
const get = (id: string) => shop.admin.caller.orders.get({ id });
const shirtStock = async () => (await rt.database.client.product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.shirt.id } } })).stock;

describe('auto-cancel', () => {
  it('cancels unpaid orders once their time has passed, giving the stock back, and leaves paid ones', async () => {
    const stockBefore = await shirtStock();
    const unpaid = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }] });
    const paid = await placeOrder(rt, shop);
    await shop.admin.caller.orders.markPaid({ id: paid.id, payment: { method: 'cash', paidOn: new Date(), amountSen: paid.totalSen } });
    expect(unpaid.autoCancelAt!.getTime() - unpaid.placedAt.getTime()).toBe(60 * MINUTE);

    expect(await runAt(new Date(unpaid.autoCancelAt!.getTime() - MINUTE))).toEqual({ cancelled: 0, merchants: 0 });
    expect((await get(unpaid.id)).status).toBe(7);

    expect(await runAt(new Date(unpaid.autoCancelAt!.getTime() + MINUTE))).toEqual({ cancelled: 1, merchants: 1 });
    const cancelled = await get(unpaid.id);
    expect(cancelled).toMatchObject({ status: 3, autoCancelAt: null, notes: { cancelRemark: AUTO_CANCEL_REMARK } });
    expect(await shirtStock()).toBe(stockBefore - 1);
    expect((await get(paid.id)).status).toBe(2);
    // Nothing is left to do on the next run.
    expect(await runAt(new Date(unpaid.autoCancelAt!.getTime() + 2 * MINUTE))).toEqual({ cancelled: 0, merchants: 0 });
  });

  it('waits for the shipping quote, then gives the buyer the whole time from the quote', async () => {
    const order = await placeOrder(rt, shop, { shippingOptionId: shop.quoteOptionId });
    const later = new Date(Date.now() + 3 * 60 * MINUTE);
    expect(await runAt(later)).toEqual({ cancelled: 0, merchants: 0 });
    expect((await get(order.id)).status).toBe(7);
    const quotedAt = new Date(later.getTime() + MINUTE);
    const quoted = await asToken(rt, shop.admin.token, testRequest(), () => quotedAt).orders.quoteShipping({ id: order.id, shippingSen: 1200 });
    expect(quoted.autoCancelAt).toEqual(new Date(quotedAt.getTime() + 60 * MINUTE));
    expect(await runAt(new Date(quotedAt.getTime() + 59 * MINUTE))).toEqual({ cancelled: 0, merchants: 0 });
    expect(await runAt(new Date(quotedAt.getTime() + 61 * MINUTE))).toEqual({ cancelled: 1, merchants: 1 });
  });

  it('runs over every merchant given, leaving shops without auto-cancel alone', async () => {
    const second = await seedShop(rt, { checkout: { autoCancelMinutes: 5 } });
    const none = await seedShop(rt);
    const a = await placeOrder(rt, second);
    const b = await placeOrder(rt, none);
    expect(b.autoCancelAt).toBeNull();
    const result = await runAt(new Date(Date.now() + 10 * MINUTE), [second.merchantId, none.merchantId]);
    expect(result).toEqual({ cancelled: 1, merchants: 1 });
    expect((await second.admin.caller.orders.get({ id: a.id })).status).toBe(3);
    expect((await none.admin.caller.orders.get({ id: b.id })).status).toBe(7);
  });
});
