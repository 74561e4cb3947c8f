import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { ORDER_STATUS, REFERRAL_PAID_STATUSES } from '../orders/constants.ts';
import { fromBigInt } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { withOrderNumbers, unreadNotificationCount } from '../notifications/list.ts';
import type { TPeriodFigures, TSellerDashboard } from './schema.ts';
import { listStockAlerts } from './stock-alerts.ts';

/** Order statuses (quotations, 10 and 11, are not orders here). */
const ORDER_STATUSES = Object.values(ORDER_STATUS).filter((s) => s < ORDER_STATUS.waitingForReply).sort((a, b) => a - b);
const PAID = new Set<number>(REFERRAL_PAID_STATUSES);

/** Today and this month as half-open UTC ranges of the merchant's calendar. */
export function dashboardPeriods(now: Date, timeZone: string) {
  const today = startOfDay(new TZDate(now.getTime(), timeZone));
  const month = startOfMonth(today);
  const range = (from: Date, to: Date) => ({ day: format(from, 'yyyy-MM-dd'), from: new Date(from.getTime()), to: new Date(to.getTime()) });
  return { today: range(today, addDays(today, 1)), month: range(month, addMonths(month, 1)) };
}

async function periodFigures(ctx: Ctx, period: { day: string; from: Date; to: Date }): Promise<TPeriodFigures> {
  const groups = await ctx.db.order.groupBy({
    by: ['status'],
    where: { merchantId: ctx.merchantId, placedAt: { gte: period.from, lt: period.to }, status: { in: ORDER_STATUSES } },
    _count: { _all: true },
    _sum: { totalSen: true },
  });
  const byId = new Map(groups.map((g) => [g.status, { orders: g._count._all, totalSen: fromBigInt(g._sum.totalSen ?? 0) }]));
  const byStatus = ORDER_STATUSES.map((status) => ({ status, ...(byId.get(status) ?? { orders: 0, totalSen: 0 }) }));
  return {
    from: period.day,
    orders: byStatus.reduce((n, s) => n + s.orders, 0),
    salesSen: byStatus.reduce((n, s) => n + (PAID.has(s.status) ? s.totalSen : 0), 0),
    byStatus,
  };
}

/**
 * The seller dashboard: today's and this month's orders by status in the merchant's time zone,
 * unread notifications with the latest five, and the first out-of-stock products.
 */
export async function sellerDashboard(ctx: Ctx): Promise<TSellerDashboard> {
  const periods = dashboardPeriods(ctx.now(), ctx.timeZone);
  const [today, month, unreadNotifications, latest, outOfStock] = await Promise.all([
    periodFigures(ctx, periods.today),
    periodFigures(ctx, periods.month),
    unreadNotificationCount(ctx),
    ctx.db.sellerNotification.findMany({
      where: { merchantId: ctx.merchantId },
      select: { id: true, kind: true, orderId: true, productId: true, message: true, readAt: true, createdAt: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 5,
    }),
    listStockAlerts(ctx, { page: 1, pageSize: 20 }),
  ]);
  return { timeZone: ctx.timeZone, today, month, unreadNotifications, latestNotifications: await withOrderNumbers(ctx, latest), outOfStock: { ...outOfStock, items: outOfStock.items.slice(0, 5) } };
}
