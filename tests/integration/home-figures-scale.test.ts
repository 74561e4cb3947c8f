import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { insertMany } from '../../core/db/bulk-write.ts';
import { homeFigures } from '../../core/home/figures.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { memberRow, orderRow } from '../helpers/home-rows.ts';
import { explain, fullScanOf, loggingClient } from '../helpers/query-plans.ts';
import { TEST_ENGINE } from '../helpers/runtime.ts';
import { shopWorld } from '../helpers/world.ts';

const ORDERS = 100_000;
const MEMBERS = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-10T01:00:00Z');

const { rt, shop } = await shopWorld();
const other = await seedMerchant(rt);

/** A client of the same database that reports each statement it sends. */
const { client, sent } = await loggingClient(rt);

/** A year and a month of orders of every status, a few hundred a day. */
const orders = (merchantId: string, count: number) =>
  Array.from({ length: count }, (_, i) => orderRow(merchantId, i + 1, { status: (i % 11) + 1, placedAt: new Date(NOW.getTime() - (i % 400) * DAY_MS - (i % 1440) * 60_000).toISOString(), totalSen: 1000 + (i % 50) }));

beforeAll(async () => {
  const base = baseContext(rt.database, rt.env, testRequest());
  await withTransaction(base, async (tx) => {
    await insertMany(tx, 'Order', orders(shop.merchantId, ORDERS));
    await insertMany(tx, 'Order', orders(other.merchantId, ORDERS / 4));
    await insertMany(tx, 'Member', Array.from({ length: MEMBERS }, (_, i) => memberRow(shop.merchantId, i + 1, new Date(NOW.getTime() - (i % 700) * DAY_MS).toISOString())));
  }, 120_000);
  // Fresh planner statistics, as a server has them (SQLite gathers them on opening, PostgreSQL by autovacuum).
  await client.$executeRawUnsafe('ANALYZE');
}, 180_000);

/** A plan step that reads a whole table or index of those filled here rather than a range of an index. */
const fullScan = fullScanOf(['Order', 'Member']);

describe(`home figures on ${ORDERS.toLocaleString('en')} orders`, () => {
  it('are each one statement on an index, and quick', async () => {
    const session = await resolveSession(baseContext(rt.database, rt.env, testRequest(), () => NOW), shop.admin.token);
    const ctx: Ctx = { ...session!.ctx, db: client, root: client };
    await homeFigures(ctx);
    sent.length = 0;
    const started = performance.now();
    const figures = await homeFigures(ctx);
    const ms = performance.now() - started;
    const statements = [...sent];

    expect(figures.sales).toHaveLength(30);
    // Statuses 1 to 9 of the 11 cycled are orders; the last 30 days hold 30/400 of them.
    expect(figures.sales!.reduce((n, d) => n + d.orders, 0)).toBeGreaterThan(ORDERS * (30 / 400) * (9 / 11) * 0.9);
    expect(figures.ordersToShip).toBe(Math.round(ORDERS / 11));
    // Sales, to ship, awaiting payment, new members: one statement each; low stock: the alert setting and two counts.
    expect(statements).toHaveLength(7);
    for (const statement of statements) {
      const plan = await explain(client, statement);
      expect(plan.filter(fullScan), `${statement.query}\n${plan.join('\n')}`).toEqual([]);
    }
    console.log(`home figures on ${TEST_ENGINE}, ${ORDERS} orders: ${ms.toFixed(1)} ms, ${statements.length} statements`);
    expect(ms).toBeLessThan(1000);
  }, 60_000);
});
