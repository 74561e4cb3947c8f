import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { insertMany } from '../../core/db/bulk-write.ts';
import { orderReport } from '../../core/reports/order-report.ts';
import { productsPerformance } from '../../core/reports/products-performance.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { orderRow } from '../helpers/home-rows.ts';
import { explain, fullScanOf, loggingClient } from '../helpers/query-plans.ts';
import { TEST_ENGINE } from '../helpers/runtime.ts';
import { recountShopSales } from '../helpers/sales-report-shop.ts';
import { shopWorld } from '../helpers/world.ts';

// SALES_SCALE_ORDERS=1000000 counts a million (a few minutes to write them).
const ORDERS = Number(process.env.SALES_SCALE_ORDERS ?? 40_000);
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-10T01:00:00Z');
const BATCH = 20_000;

const { rt, shop } = await shopWorld();
const other = await seedMerchant(rt);
const { client, sent } = await loggingClient(rt);

/** Orders of every status over 400 days, each with two lines of 200 products. */
async function fill(merchantId: string, count: number) {
  const base = baseContext(rt.database, rt.env, testRequest());
  for (let start = 0; start < count; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => start + i + 1);
    const orders = numbers.map((n) => orderRow(merchantId, n, { status: (n % 11) + 1, placedAt: new Date(NOW.getTime() - (n % 400) * DAY_MS - (n % 1440) * 60_000).toISOString(), totalSen: 1000 + (n % 50) }));
    const lines = orders.flatMap((o, i) =>
      [0, 1].map((k) => ({ merchantId, id: `${o.id}-${k}`, orderId: o.id, productId: `p${(Math.floor(numbers[i]! / 400) + k * 100) % 200}`, sku: 'SKU', name: 'Product', qty: 1 + (k % 3), singlePriceSen: 500n, finalPriceSen: 500n })),
    );
    await withTransaction(base, async (tx) => {
      await insertMany(tx, 'Order', orders);
      await insertMany(tx, 'OrderItem', lines);
    }, 120_000);
  }
}

beforeAll(async () => {
  await fill(shop.merchantId, ORDERS);
  await fill(other.merchantId, ORDERS / 10);
  // Written straight to the database: counted as orders brought over are.
  for (const merchantId of [shop.merchantId, other.merchantId]) await recountShopSales(rt, merchantId);
  // Fresh planner statistics, as a server has them (SQLite gathers them on opening, PostgreSQL by autovacuum).
  await client.$executeRawUnsafe('ANALYZE');
}, 1_800_000);

/** A plan step that reads a whole table rather than a range of its primary key: the sums are read a period at a time. */
const fullScan = fullScanOf(['SalesDay', 'ProductSalesDay', 'Order', 'OrderItem']);

async function timed<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; statements: typeof sent }> {
  sent.length = 0;
  const started = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - started, statements: [...sent] };
}

describe(`sales reports on ${ORDERS.toLocaleString('en')} orders`, () => {
  it('read the sums by day and month in a few statements on their keys, the same as counting the orders (times printed; `npm run bench -- reports` measures them)', async () => {
    const session = await resolveSession(baseContext(rt.database, rt.env, testRequest(), () => NOW), shop.admin.token);
    const ctx: Ctx = { ...session!.ctx, db: client, root: client };
    const month = { period: 'last_30_days' } as const;
    await orderReport(ctx, month);

    const report = await timed(() => orderReport(ctx, month));
    // Each period's orders by status and its units, the top products (and all of them together), their names.
    expect(report.statements).toHaveLength(6);
    // Statuses 1 to 11 in turn over 400 days: the last 30 days hold about 30/400 of the orders, 9 of 11 of them orders.
    const placed = await client.order.count({ where: { merchantId: shop.merchantId, status: { lte: 9 }, placedAt: { gte: new Date(`${report.result.days.from}T00:00:00+08:00`), lt: new Date(NOW.getTime() + DAY_MS) } } });
    expect(report.result.figures.orders.value).toBe(placed);
    const products = await timed(() => productsPerformance(ctx, { ...month, sort: 'units', pageSize: 80 }));
    expect(products.result.totals.products).toBeGreaterThan(100);
    expect(products.result.products.items).toHaveLength(80);
    const lifetime = await timed(() => orderReport(ctx, { period: 'lifetime' }));
    expect(lifetime.result.buckets).toHaveLength(14);
    console.log(
      `sales reports on ${TEST_ENGINE}, ${ORDERS} orders: order report (30 days) ${report.ms.toFixed(0)} ms, products performance ${products.ms.toFixed(0)} ms, order report (lifetime) ${lifetime.ms.toFixed(0)} ms`,
    );
    for (const statement of [...report.statements, ...products.statements]) {
      const plan = await explain(client, statement);
      expect(plan.filter(fullScan), `${statement.query}\n${plan.join('\n')}`).toEqual([]);
    }
  }, 120_000);
});
