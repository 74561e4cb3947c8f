import { describe, expect, it } from 'vitest';
import { orderToShip, paidOrder } from '../helpers/sales-documents.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { recountShopSales } from '../helpers/sales-report-shop.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const db = rt.database.client;
const orders = () => shop.admin.caller.orders;

/** The merchant's sums as the writers left them (rows a move left at nothing are no sums). */
async function sums() {
  const where = { merchantId: shop.merchantId };
  const days = await db.salesDay.findMany({ where, orderBy: [{ period: 'asc' }, { status: 'asc' }], select: { period: true, status: true, orders: true, totalSen: true } });
  const products = await db.productSalesDay.findMany({ where, orderBy: [{ period: 'asc' }, { key: 'asc' }], select: { period: true, key: true, orders: true, units: true, salesSen: true } });
  return { days: days.filter((d) => d.orders !== 0 || d.totalSen !== 0n), products: products.filter((p) => p.orders !== 0 || p.units !== 0n || p.salesSen !== 0n) };
}

/** The sums kept as the orders moved are the sums counted again from the orders. */
async function expectSameAsCountedAgain() {
  const kept = await sums();
  await recountShopSales(rt, shop.merchantId);
  expect(kept).toEqual(await sums());
  return kept;
}

describe('the sales reports’ sums', () => {
  it('move with every order placed, paid, confirmed, shipped, cancelled and refunded, as counting them again finds', async () => {
    const unpaid = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }] });
    const paid = await paidOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 1 }] });
    const toShip = await orderToShip(rt, shop, { items: [{ productId: shop.shirt.id, qty: 3 }] });
    const quotation = await placeOrder(rt, shop, { quotation: true });
    let kept = await expectSameAsCountedAgain();
    const today = kept.days.find((d) => d.period.length === 10)!.period;
    // Awaiting payment (7): the unpaid order; Payment Made (2) and Preparing to ship (4) one each; the quotation is no order.
    expect(kept.days.filter((d) => d.period === today).map((d) => [d.status, d.orders])).toEqual([
      [2, 1],
      [4, 1],
      [7, 1],
    ]);
    expect(kept.products.find((p) => p.period === today && p.key === shop.shirt.id)).toMatchObject({ orders: 2, units: 4n });
    expect(kept.products.find((p) => p.period === today.slice(0, 7) && p.key === shop.shirt.id)).toMatchObject({ orders: 2, units: 4n });

    await orders().markShipped({ id: toShip.id, courier: 'poslaju', trackingNo: 'EP1', shippedAt: new Date() });
    await orders().cancel({ id: unpaid.id, remark: 'Asked to' });
    await orders().refund({ id: (await orders().complete({ id: toShip.id })).id, remark: 'Damaged' });
    kept = await expectSameAsCountedAgain();
    expect(kept.days.filter((d) => d.period === today).map((d) => [d.status, d.orders, Number(d.totalSen)])).toEqual([
      [2, 1, paid.totalSen],
      [3, 1, unpaid.totalSen],
      [9, 1, toShip.totalSen],
    ]);
    // The refunded order's products are taken back: the paid order's shirt is what is still sold.
    expect(kept.products.filter((p) => p.period === today)).toEqual([expect.objectContaining({ key: shop.shirt.id, orders: 1, units: 1n })]);
    expect(quotation.status).toBe(10);
  });
});
