import { ORDER_STATUS, REFERRAL_PAID_STATUSES } from '../orders/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { changePercent } from './compare.ts';
import { ZReportPeriod, chartBuckets, previousDays, type ReportDays, type TReportPeriod } from './period.ts';
import { performancePage } from './products-performance.ts';
import { reportDaysOf, shownDays } from './report-days.ts';
import type { ReportTable } from './report-table.ts';
import { soldUnits, statusTotals, type SalesDays, type StatusTotals } from './sales-figures.ts';
import { SALES_FIGURES, type SalesFigure, type TOrderReport, type TOrderReportPage, type TSalesBucket } from './sales-schema.ts';
import { SALES_REPORT_LIMITS, SALES_STATUS_GROUPS, groupOfStatus } from './sales-statuses.ts';

type Counts = Omit<TSalesBucket, 'bucket'>;

const isSold = (status: number) => (REFERRAL_PAID_STATUSES as readonly number[]).includes(status);

/** The days' orders and units by chart bar, every bar of the chart included. */
async function barCounts(ctx: Ctx, days: SalesDays): Promise<{ totals: StatusTotals[]; bars: TSalesBucket[] }> {
  const [totals, units] = await Promise.all([statusTotals(ctx, days), soldUnits(ctx, days)]);
  const bars = new Map(chartBuckets(days).map((bucket) => [bucket, { bucket, orders: 0, paidOrders: 0, units: units.get(bucket) ?? 0, salesSen: 0, cancelledOrders: 0, refundedOrders: 0 }]));
  for (const t of totals) {
    const c = bars.get(t.bucket);
    if (!c) continue;
    c.orders += t.orders;
    if (isSold(t.status)) {
      c.paidOrders += t.orders;
      c.salesSen += t.amountSen;
    }
    if (t.status === ORDER_STATUS.cancelled) c.cancelledOrders += t.orders;
    if (t.status === ORDER_STATUS.refund) c.refundedOrders += t.orders;
  }
  return { totals, bars: [...bars.values()] };
}

/** A period's headline figures from its bars' counts and its statuses' totals. */
function headline(counts: readonly Counts[], totals: readonly StatusTotals[]): Record<SalesFigure, number> {
  const sum = (field: keyof Counts) => counts.reduce((n, c) => n + c[field], 0);
  const salesSen = sum('salesSen');
  const paidOrders = sum('paidOrders');
  return {
    salesSen,
    orders: sum('orders'),
    paidOrders,
    units: sum('units'),
    averageOrderSen: paidOrders ? Math.round(salesSen / paidOrders) : 0,
    cancelledOrders: sum('cancelledOrders'),
    refundedOrders: sum('refundedOrders'),
    refundedSen: totals.filter((t) => t.status === ORDER_STATUS.refund).reduce((n, t) => n + t.amountSen, 0),
  };
}

/** A period's headline figures alone, without a chart or products: what a report compares with. Read by month, whatever the period's length. */
export async function periodFigures(ctx: Ctx, days: ReportDays): Promise<Record<SalesFigure, number>> {
  const { totals, bars } = await barCounts(ctx, { from: days.from, to: days.to, grain: 'month' });
  return headline(bars, totals);
}

/** A period's sales: its headline figures, its orders by status group, a bar a day (a month when the period is long) and its best-selling products. */
export async function periodSales(ctx: Ctx, days: ReportDays) {
  const [{ totals, bars }, products] = await Promise.all([barCounts(ctx, days), performancePage(ctx, days, 'revenue', 0, SALES_REPORT_LIMITS.topProducts)]);
  const group = (key: string) => totals.filter((t) => groupOfStatus(t.status) === key);
  return {
    figures: headline(bars, totals),
    statusGroups: SALES_STATUS_GROUPS.map(({ key }) => ({ group: key, orders: group(key).reduce((n, t) => n + t.orders, 0), amountSen: group(key).reduce((n, t) => n + t.amountSen, 0) })),
    buckets: bars,
    topProducts: products.rows,
  };
}

/**
 * The order report of a period in the merchant's calendar: its sales (periodSales), each
 * headline figure against the period of as many days before it. Read from the sums the orders
 * keep by day and month (docs/reports.md, "Sales reports").
 */
export async function orderReport(ctx: Ctx, raw: TReportPeriod): Promise<TOrderReport> {
  const days = await reportDaysOf(ctx, ZReportPeriod.parse(raw));
  const before = previousDays(days, ctx.timeZone);
  const [now, then] = await Promise.all([periodSales(ctx, days), periodFigures(ctx, before)]);
  return {
    timeZone: ctx.timeZone,
    days: shownDays(days),
    previousDays: shownDays(before),
    figures: Object.fromEntries(SALES_FIGURES.map((f) => [f, { value: now.figures[f], previous: then[f], change: changePercent(now.figures[f], then[f]) }])) as TOrderReport['figures'],
    statusGroups: now.statusGroups,
    buckets: now.buckets,
    topProducts: now.topProducts,
  };
}

/** The printable order report: the report and the shop's name. */
export async function orderReportPage(ctx: Ctx, raw: TReportPeriod): Promise<TOrderReportPage> {
  const [report, merchant] = await Promise.all([orderReport(ctx, raw), ctx.db.merchant.findUnique({ where: { id: ctx.merchantId }, select: { name: true } })]);
  return { ...report, merchantName: merchant?.name ?? '' };
}

export const ORDER_REPORT_HEADER = { day: 'Day', month: 'Month', rest: ['Orders', 'Paid orders', 'Units', 'Sales (RM)', 'Cancelled', 'Refunded'] } as const;

/** The order report file: its chart's days (or months) as rows. */
export async function orderReportTable(ctx: Ctx, raw: TReportPeriod): Promise<ReportTable> {
  const days = await reportDaysOf(ctx, ZReportPeriod.parse(raw));
  const { bars } = await barCounts(ctx, days);
  return {
    name: `order-report-${days.from}-to-${days.to}`,
    header: [ORDER_REPORT_HEADER[days.grain], ...ORDER_REPORT_HEADER.rest],
    rows: bars.map((c) => [c.bucket, c.orders, c.paidOrders, c.units, { sen: c.salesSen }, c.cancelledOrders, c.refundedOrders]),
  };
}
