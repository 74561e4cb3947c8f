import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { adapterFactory } from '../../core/db/database.ts';
import { insertMany } from '../../core/db/bulk-write.ts';
import { homeFigures } from '../../core/home/figures.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { memberRow, orderRow } from '../helpers/home-rows.ts';
import { TEST_ENGINE } from '../helpers/runtime.ts';
import { shopWorld } from '../helpers/world.ts';

const ORDERS = 100_000;
const MEMBERS = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-10T01:00:00Z');

const { rt, shop } = await shopWorld();
const other = await seedMerchant(rt);

type Logged = { query: string; params: string };
type LoggingClient = Runtime['database']['client'] & { $on(event: 'query', cb: (e: Logged) => void): void };
const { PrismaClient } = (TEST_ENGINE === 'sqlite' ? await import('../../prisma/generated/sqlite/client/client.ts') : await import('../../prisma/generated/postgres/client/client.ts')) as unknown as {
  PrismaClient: new (options: object) => LoggingClient;
};
/** A client of the same database that reports each statement it sends. */
const client = new PrismaClient({ adapter: await adapterFactory(rt.config.databaseUrl), log: [{ emit: 'event', level: 'query' }] });
const sent: Logged[] = [];
client.$on('query', (e) => sent.push(e));
afterAll(() => client.$disconnect());

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

const explain = async ({ query, params }: Logged): Promise<string[]> => {
  const values = JSON.parse(params) as unknown[];
  if (TEST_ENGINE === 'sqlite') return (await client.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${query}`, ...values)).map((r) => r.detail);
  return (await client.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${query}`, ...values)).map((r) => r['QUERY PLAN'].trim());
};

/** A plan step that reads a whole table or index of those filled here rather than a range of an index. */
const fullScan = (line: string) => (TEST_ENGINE === 'sqlite' ? /\bSCAN (main\.)?(Order|Member)\b/ : /Seq Scan on "(Order|Member)"/).test(line);

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
      const plan = await explain(statement);
      expect(plan.filter(fullScan), `${statement.query}\n${plan.join('\n')}`).toEqual([]);
    }
    console.log(`home figures on ${TEST_ENGINE}, ${ORDERS} orders: ${ms.toFixed(1)} ms, ${statements.length} statements`);
    expect(ms).toBeLessThan(1000);
  }, 60_000);
});
