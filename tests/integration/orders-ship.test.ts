import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { ORDER_MESSAGES } from '../../core/orders/constants.ts';
import { ShipmentsRefusedError, checkShipments, recordShipments } from '../../core/orders/ship.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { testRequest } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedShop);
let ctx: Ctx;

beforeAll(async () => {
  await shop.admin.caller.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 1000 }] });
  ctx = (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx as Ctx;
});

/** n orders in Preparing to ship. */
async function readyToShip(n: number) {
  const orders = [];
  for (let i = 0; i < n; i++) {
    const order = await placeOrder(rt, shop);
    await shop.admin.caller.orders.markPaid({ id: order.id, payment: { method: 'cash', paidOn: new Date(), amountSen: 1 } });
    await shop.admin.caller.orders.confirmPayment({ id: order.id });
    orders.push(order);
  }
  return orders;
}

/** The context with its database calls counted, by model and method. */
function counting(inner: Ctx) {
  const calls: string[] = [];
  const db = new Proxy(inner.db, {
    get(target, model: string) {
      const delegate = (target as unknown as Record<string, unknown>)[model];
      // Raw statements (bulk inserts) count once each; Prisma's internal objects are not queries.
      if (typeof delegate === 'function' && model.startsWith('$') && /raw/i.test(model)) {
        return (...args: unknown[]) => {
          calls.push(model);
          return (delegate as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (typeof delegate !== 'object' || delegate === null || model.startsWith('_')) return delegate;
      return new Proxy(delegate, {
        get(d, method: string) {
          const fn = (d as Record<string, unknown>)[method];
          if (typeof fn !== 'function') return fn;
          return (...args: unknown[]) => {
            calls.push(`${model}.${method}`);
            return (fn as (...a: unknown[]) => unknown).apply(d, args);
          };
        },
      });
    },
  });
  return { ctx: { ...inner, db } as Ctx, calls };
}

describe('recordShipments', () => {
  it('ships many orders, several parcels for one, in a few queries', async () => {
    const orders = await readyToShip(30);
    const at = (i: number) => new Date(Date.UTC(2026, 10, 20, 1 + (i % 2)));
    const shipments = orders.map((o, i) => ({ orderId: o.id, courier: 'jnt' as const, trackingNo: `JNT${i}`, shippedAt: at(i), weightGrams: 500 + i, widthMm: 100, lengthMm: 200, heightMm: 50 }));
    shipments.push({ orderId: orders[0]!.id, courier: 'jnt', trackingNo: 'JNT-EXTRA', shippedAt: new Date(Date.UTC(2026, 10, 20, 5)), weightGrams: 1, widthMm: 1, lengthMm: 1, heightMm: 1 });
    const counted = await withTransaction(ctx, async (tx) => {
      const { ctx: c, calls } = counting(tx);
      return { result: await recordShipments(c, shipments), calls };
    });
    expect(counted.result).toEqual({ orders: 30, shipments: 31 });
    // One read of the orders, one insert of the parcels (on PostgreSQL, after a read of the
    // table's column types once per client), one update per distinct shipping time (three), and
    // the sales reports' sums: a read of the orders' days and totals and one write.
    expect(counted.calls.length).toBeLessThanOrEqual(8);
    const first = await shop.admin.caller.orders.get({ id: orders[0]!.id });
    expect(first.status).toBe(6);
    expect(first.shippedAt).toEqual(new Date(Date.UTC(2026, 10, 20, 5)));
    expect(first.shipments.map((s) => s.trackingNo)).toEqual(['JNT0', 'JNT-EXTRA']);
    const second = await shop.admin.caller.orders.get({ id: orders[1]!.id });
    expect(second).toMatchObject({ status: 6, shippedAt: at(1) });
    expect(second.shipments[0]).toMatchObject({ weightGrams: 501, widthMm: 100, lengthMm: 200, heightMm: 50 });
  });

  it('writes nothing when any row is refused, and lists every refusal', async () => {
    const [ready] = await readyToShip(1);
    const unpaid = await placeOrder(rt, shop);
    const rows = [
      { orderId: ready!.id, courier: 'gdex' as const, trackingNo: 'G1', shippedAt: new Date() },
      { orderId: unpaid.id, courier: 'gdex' as const, trackingNo: 'G2', shippedAt: new Date() },
      { orderId: 'nope', courier: 'gdex' as const, trackingNo: 'G3', shippedAt: new Date() },
      { orderId: ready!.id, courier: 'gdex' as const, trackingNo: '', shippedAt: new Date() },
    ];
    expect((await checkShipments(ctx, rows)).map((r) => ({ ...r, message: english(r.message) }))).toEqual([
      { index: 1, orderId: unpaid.id, code: 'ORDER.INVALID_TRANSITION', message: english(ORDER_MESSAGES.shippingStatusNotUpdated) },
      { index: 2, orderId: 'nope', code: 'ORDER.NOT_FOUND', message: 'Order not found.' },
      { index: 3, orderId: ready!.id, code: 'ORDER.INVALID_SHIPMENT', message: english(ORDER_MESSAGES.fillAllFields) },
    ]);
    const error = await recordShipments(ctx, rows).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShipmentsRefusedError);
    expect((error as ShipmentsRefusedError).refusals).toHaveLength(3);
    expect((error as ShipmentsRefusedError).message).toBe(ORDER_MESSAGES.shippingStatusNotUpdated);
    expect((await shop.admin.caller.orders.get({ id: ready!.id })).status).toBe(4);
    expect(await rt.database.client.orderShipment.count({ where: { merchantId: shop.merchantId, orderId: ready!.id } })).toBe(0);
  });

  it('does nothing for no rows', async () => {
    expect(await recordShipments(ctx, [])).toEqual({ orders: 0, shipments: 0 });
  });
});
