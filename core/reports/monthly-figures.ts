import type { Ctx } from '../shared/context.ts';
import { CHANNELS, REPORT_LIMITS } from './constants.ts';
import { countEvents, topCounts, totalsByKey, type CountRow } from './event-counts.ts';
import type { DimensionName } from './dimensions.ts';
import { MONTHLY_FIGURES, type MonthlyFigure, type TMonthlyReport } from './monthly-schema.ts';
import type { SalesFigure } from './sales-schema.ts';
import { periodFigures, periodSales } from './order-report.ts';
import { addMonthsTo, monthDays, type ReportDays } from './period.ts';

/** The month's events of one dimension on the website and the app together, by key. */
async function bothChannels(ctx: Ctx, dimension: DimensionName, days: ReportDays): Promise<CountRow[]> {
  return totalsByKey(await countEvents(ctx, { channel: CHANNELS, dimension, days }));
}

/** The month's top 5 keys of a dimension on the website and the app together (events without one left out). */
const topOfBoth = (ctx: Ctx, dimension: DimensionName, days: ReportDays) => topCounts(ctx, { channel: CHANNELS, dimension, days }, REPORT_LIMITS.monthlyTop, { namedOnly: true });

/** What the month's events, members, points and vouchers add up to (the sales figures come from periodSales). */
async function activity(ctx: Ctx, days: ReportDays) {
  const range = { gte: days.gte, lt: days.lt };
  const [kinds, joined, points, vouchers] = await Promise.all([
    bothChannels(ctx, 'kind', days),
    ctx.db.member.count({ where: { merchantId: ctx.merchantId, joinedAt: range } }),
    ctx.db.pointsEntry.aggregate({ where: { merchantId: ctx.merchantId, createdAt: range, points: { gt: 0 } }, _sum: { points: true } }),
    ctx.db.voucherUse.findMany({ where: { merchantId: ctx.merchantId, usedAt: range, reversedAt: null }, select: { sen: true } }),
  ]);
  const kind = (key: string, visitors = false) => kinds.find((r) => r.key === key)?.[visitors ? 'visitors' : 'count'] ?? 0;
  return {
    visitors: kind('page_view', true),
    pageViews: kind('page_view'),
    enquiries: kind('enquiry'),
    membersJoined: joined,
    pointsIssued: points._sum.points ?? 0,
    vouchersUsed: vouchers.length,
    vouchersDiscountSen: vouchers.reduce((n, v) => n + Number(v.sen), 0),
  };
}

/** A month's headline figures: the sales figures of its paid orders and what its events, members, points and vouchers add up to. */
async function monthFigures(ctx: Ctx, days: ReportDays, sales: Record<SalesFigure, number>): Promise<{ figures: Record<MonthlyFigure, number>; vouchersDiscountSen: number }> {
  const other = await activity(ctx, days);
  const figures: Record<MonthlyFigure, number> = {
    salesSen: sales.salesSen,
    paidOrders: sales.paidOrders,
    averageOrderSen: sales.averageOrderSen,
    units: sales.units,
    visitors: other.visitors,
    pageViews: other.pageViews,
    enquiries: other.enquiries,
    membersJoined: other.membersJoined,
    pointsIssued: other.pointsIssued,
    vouchersUsed: other.vouchersUsed,
  };
  return { figures, vouchersDiscountSen: other.vouchersDiscountSen };
}

/** A month compared with: its headline figures only (the chart, statuses and products are the reported month's). */
async function comparedMonth(ctx: Ctx, month: string) {
  const days = monthDays(month, ctx.timeZone);
  return monthFigures(ctx, days, await periodFigures(ctx, days));
}

const top = (rows: CountRow[]) => rows.map((r) => ({ name: r.key, value: r.count }));

/**
 * The monthly report of a calendar month in the merchant's time zone: the headline figures
 * against the month before and the same month last year, the days' sales, the orders by status
 * group and the top 5 lists. Works for a signed-in user and for the scheduled run alike.
 */
export async function monthlyReport(ctx: Ctx, month: string): Promise<TMonthlyReport> {
  const days = monthDays(month, ctx.timeZone);
  const report = await periodSales(ctx, days);
  const [now, before, lastYear, merchant] = await Promise.all([
    monthFigures(ctx, days, report.figures),
    comparedMonth(ctx, addMonthsTo(month, -1)),
    comparedMonth(ctx, addMonthsTo(month, -12)),
    ctx.db.merchant.findUniqueOrThrow({ where: { id: ctx.merchantId }, select: { name: true } }),
  ]);
  const [searches, pages, sources, landing, viewed] = await Promise.all((['search', 'page', 'source', 'landing', 'product'] as const).map((d) => topOfBoth(ctx, d, days)));
  const viewedTop = top(viewed!);
  const products = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: viewedTop.map((v) => v.name) } }, select: { id: true, nameEn: true } });
  const productName = new Map(products.map((p) => [p.id, p.nameEn]));
  return {
    merchantName: merchant.name,
    month,
    timeZone: ctx.timeZone,
    figures: Object.fromEntries(MONTHLY_FIGURES.map((f) => [f, { value: now.figures[f], previousMonth: before.figures[f], lastYear: lastYear.figures[f] }])) as TMonthlyReport['figures'],
    days: report.buckets,
    statusGroups: report.statusGroups,
    tops: {
      products: report.topProducts.slice(0, REPORT_LIMITS.monthlyTop).map((p) => ({ name: p.name, value: p.salesSen })),
      searches: top(searches!),
      pages: top(pages!),
      sources: top(sources!),
      landingPages: top(landing!),
      productsViewed: viewedTop.map((v) => ({ name: productName.get(v.name) ?? v.name, value: v.value })),
    },
    vouchersDiscountSen: now.vouchersDiscountSen,
  };
}
