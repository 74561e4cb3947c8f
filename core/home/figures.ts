import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { ORDER_STATUS, ORDER_TABS, REFERRAL_PAID_STATUSES } from '../orders/constants.ts';
import { can, type ModuleKey } from '../permissions/modules.ts';
import { countStockAlerts } from '../seller-dashboard/stock-alerts.ts';
import type { Ctx } from '../shared/context.ts';
import { addDaysTo, localDate, startOfLocalDay, weekStartOf } from '../shared/time.ts';
import { SALES_CHART_DAYS, type TDaySales, type THomeFigures } from './figures-schema.ts';

/** Order statuses 1 to 9: quotations (10, 11) are not orders here. */
const ORDER_STATUSES = Object.values(ORDER_STATUS).filter((s) => s < ORDER_STATUS.waitingForReply);
const AWAITING_PAYMENT = ORDER_TABS.find((tab) => tab.key === 'awaitingPayment')!.statuses;

/**
 * Orders and paid sales per merchant-local day over the chart's days, in one statement on
 * (merchantId, status, placedAt): each status's range of the period is read once and each row
 * put in its day by the days' first instants (computed here, so daylight saving is the time
 * zone library's business and the SQL the same on both engines).
 */
async function dailySales(ctx: Ctx, today: string): Promise<TDaySales[]> {
  const days = Array.from({ length: SALES_CHART_DAYS }, (_, i) => addDaysTo(today, i - SALES_CHART_DAYS + 1));
  const starts = [...days, addDaysTo(today, 1)].map((day) => startOfLocalDay(day, ctx.timeZone));
  const bucket = Prisma.join(
    starts.slice(1, -1).map((start, i) => Prisma.sql`WHEN "placedAt" < ${start} THEN ${Prisma.raw(String(i))}`),
    ' ',
  );
  const rows = await ctx.db.$queryRaw<{ day: number | bigint; orders: number | bigint; sales: number | bigint | string | null }[]>`
    SELECT "day", COUNT(*) AS "orders", CAST(SUM("paid") AS BIGINT) AS "sales" FROM (
      SELECT CASE ${bucket} ELSE ${Prisma.raw(String(SALES_CHART_DAYS - 1))} END AS "day",
             CASE WHEN "status" IN (${Prisma.join(REFERRAL_PAID_STATUSES)}) THEN "totalSen" ELSE 0 END AS "paid"
      FROM "Order"
      WHERE "merchantId" = ${ctx.merchantId} AND "status" IN (${Prisma.join(ORDER_STATUSES)})
        AND "placedAt" >= ${starts[0]} AND "placedAt" < ${starts.at(-1)}
    ) AS "placed" GROUP BY "day"`;
  const byDay = new Map(rows.map((r) => [Number(r.day), { orders: Number(r.orders), salesSen: Number(r.sales ?? 0) }]));
  return days.map((day, i) => ({ day, ...(byDay.get(i) ?? { orders: 0, salesSen: 0 }) }));
}

/**
 * The home page's figures in the merchant's time zone, each one statement on an index (low stock
 * two counts and the alert setting), each only when the user may view the module of its list.
 */
export async function homeFigures(ctx: Ctx): Promise<THomeFigures> {
  const today = localDate(ctx.now(), ctx.timeZone);
  const since = weekStartOf(today);
  const when = <T>(module: ModuleKey, figure: () => Promise<T>): Promise<T | null> => (can(ctx.permissions, module, 'view') ? figure() : Promise.resolve(null));
  const { merchantId } = ctx;
  const [sales, ordersToShip, awaitingPayment, lowStock, newMembers] = await Promise.all([
    when('order', () => dailySales(ctx, today)),
    when('order', () => ctx.db.order.count({ where: { merchantId, status: ORDER_STATUS.preparingToShip } })),
    when('order', () => ctx.db.order.count({ where: { merchantId, status: { in: [...AWAITING_PAYMENT] } } })),
    when('my_sales', () => countStockAlerts(ctx)),
    when('my_sales', async () => ({ since, count: await ctx.db.member.count({ where: { merchantId, joinedAt: { gte: startOfLocalDay(since, ctx.timeZone) } } }) })),
  ]);
  return { today, sales, ordersToShip, awaitingPayment, lowStock, newMembers };
}
