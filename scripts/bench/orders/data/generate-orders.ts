// The orders benchmark's data: a shop set up through the real procedures (shop.ts), a few orders
// placed through the real checkout and compared with the generator's (checkout-check.ts), then
// orders in bulk made of the very rows the checkout writes (checkout-rows.ts: orderRows on carts
// priced by core/checkout/pricing.ts and shipping offers of core/shipping/calculator.ts), moved
// along their life by the order status machine with the rows each action leaves (order-life.ts).
import { insertMany, type BulkRow } from '../../../../core/db/bulk-write.ts';
import { rebuildSales } from '../../../../core/orders/sales-days-rebuild.ts';
import { baseContext, systemCtx, withTransaction, type BaseCtx } from '../../../../core/shared/context.ts';
import type { Runtime } from '../../../../server/runtime.ts';
import { checkoutRows, randomCheckout } from './checkout-rows.ts';
import { DAY, live, type GeneratorState } from './order-life.ts';
import { random } from './random.ts';
import { BENCH_REQUEST, type ShopCatalogue } from './shop.ts';

/** Every column the generator writes, so every row of a batch has the same columns. */
const ORDER_LIFE_COLUMNS = { paidAt: null, shippedAt: null, completedAt: null, cancelledAt: null, cancelRemark: '', invoiceNo: null, invoiceDate: null };

export interface GenerateOptions {
  count: number;
  seed: number;
  /** Orders are placed over the span up to now, evenly with a little noise. */
  spanDays: number;
  now: Date;
  /** Orders per transaction. */
  batch?: number;
  progress?: (done: number) => void;
}

/** Inserts count orders of the shop placed over the span, oldest first, batch by batch; moves the shop's counters on. */
export async function generateOrders(rt: Runtime, catalogue: ShopCatalogue, options: GenerateOptions): Promise<{ orders: number; items: number; payments: number; shipments: number }> {
  const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
  const merchantId = catalogue.shop.merchantId;
  const setting = await rt.database.client.orderSetting.findUniqueOrThrow({ where: { merchantId }, select: { nextOrderNo: true, invoiceNextNumber: true } });
  const state: GeneratorState = { nextOrderNo: setting.nextOrderNo, nextInvoiceNo: setting.invoiceNextNumber, sales: new Map() };
  const rnd = random(options.seed);
  const now = options.now.getTime();
  const start = now - options.spanDays * DAY;
  const step = (now - start) / options.count;
  const batchSize = options.batch ?? 5_000;
  const totals = { orders: 0, items: 0, payments: 0, shipments: 0 };
  for (let done = 0; done < options.count; ) {
    const n = Math.min(batchSize, options.count - done);
    const orders: BulkRow[] = [];
    const items: BulkRow[] = [];
    const payments: BulkRow[] = [];
    const shipments: BulkRow[] = [];
    for (let i = 0; i < n; i++) {
      const placedAt = new Date(Math.floor(start + (done + i) * step + rnd.next() * step));
      const { rows } = checkoutRows(catalogue, randomCheckout(catalogue.shop, catalogue.products, rnd), state.nextOrderNo++, placedAt);
      Object.assign(rows.order, ORDER_LIFE_COLUMNS);
      const life = live(catalogue, rows, state, rnd, now);
      orders.push(rows.order);
      items.push(...rows.items);
      if (life.payment) payments.push(life.payment);
      if (life.shipment) shipments.push(life.shipment);
      if (life.sales) {
        for (const item of rows.items) {
          const key = `${item.productId}|${life.sales.month}`;
          const sum = state.sales.get(key) ?? { salesSen: 0, units: 0 };
          state.sales.set(key, life.sales.sign === 1 ? { salesSen: sum.salesSen + item.finalPriceSen, units: sum.units + item.qty } : sum);
        }
      }
    }
    await withTransaction(
      base,
      async (tx) => {
        await insertMany(tx, 'Order', orders);
        await insertMany(tx, 'OrderItem', items);
        await insertMany(tx, 'OrderPayment', payments);
        await insertMany(tx, 'OrderShipment', shipments);
      },
      120_000,
    );
    done += n;
    totals.orders += n;
    totals.items += items.length;
    totals.payments += payments.length;
    totals.shipments += shipments.length;
    options.progress?.(done);
  }
  await finishShop(base, merchantId, state);
  return totals;
}

/** Moves the order and invoice counters past the generated numbers, writes the sales of each month and counts the sales reports' sums (as after bringing orders over). */
async function finishShop(base: BaseCtx, merchantId: string, state: GeneratorState): Promise<void> {
  await withTransaction(base, async (tx) => {
    await tx.db.orderSetting.update({ where: { merchantId }, data: { nextOrderNo: state.nextOrderNo, invoiceNextNumber: state.nextInvoiceNo } });
    for (const [key, sum] of state.sales) {
      const [productId, month] = key.split('|') as [string, string];
      await tx.db.productSalesMonth.upsert({
        where: { merchantId_productId_month: { merchantId, productId, month } },
        create: { merchantId, productId, month, ...sum },
        update: { salesSen: { increment: sum.salesSen }, units: { increment: sum.units } },
      });
    }
  });
  const merchant = await base.db.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { id: true, timeZone: true } });
  await rebuildSales(systemCtx(base, merchant));
}
