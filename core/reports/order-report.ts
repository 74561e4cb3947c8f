import { ORDER_STATUS } from '../orders/constants.ts';
import { SOLD_STATUSES } from '../products-sold-report/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { changePercent } from './compare.ts';
import { ZReportPeriod, previousDays, type ReportDays, type TReportPeriod } from './period.ts';
import { performancePage } from './products-performance.ts';
import type { ReportTable } from './report-table.ts';
import { bucketsOf, soldUnits, statusTotals, type Span, type StatusTotals } from './sales-figures.ts';
import { salesDays } from './sales-period.ts';
import { SALES_FIGURES, type SalesFigure, type TOrderReport, type TOrderReportPage, type TSalesBucket } from './sales-schema.ts';
import { SALES_REPORT_LIMITS, SALES_STATUS_GROUPS, groupOfStatus } from './sales-statuses.ts';

type Counts = Omit<TSalesBucket, 'bucket'>;

const isSold = (status: number) => (SOLD_STATUSES as readonly number[]).includes(status);

/** Each bucket's counts from the statuses' totals and the units (both by bucket index). */
function countsOf(totals: StatusTotals[], units: number[]): Counts[] {
  const counts = units.map((u) => ({ orders: 0, paidOrders: 0, units: u, salesSen: 0, cancelledOrders: 0, refundedOrders: 0 }));
  for (const t of totals) {
    const c = counts[t.bucket]!;
    c.orders += t.orders;
    if (isSold(t.status)) {
      c.paidOrders += t.orders;
      c.salesSen += t.amountSen;
    }
    if (t.status === ORDER_STATUS.cancelled) c.cancelledOrders += t.orders;
    if (t.status === ORDER_STATUS.refund) c.refundedOrders += t.orders;
  }
  return counts;
}

/** Orders and units by bucket over span: two statements, one on the orders, one on their lines. */
async function bucketTotals(ctx: Ctx, span: Span, starts: readonly Date[]) {
  const [totals, units] = await Promise.all([statusTotals(ctx, span, starts), soldUnits(ctx, span, starts)]);
  return { totals, counts: countsOf(totals, units) };
}

/** A period's headline figures from its buckets' counts and its statuses' totals. */
function headline(counts: Counts[], totals: StatusTotals[]): Record<SalesFigure, number> {
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

/** A period's headline figures alone, without a comparison, a chart or products: what the monthly report compares months by. */
export async function periodFigures(ctx: Ctx, days: ReportDays): Promise<Record<SalesFigure, number>> {
  const { totals, counts } = await bucketTotals(ctx, days, [days.gte]);
  return headline(counts, totals);
}

const daysOut = (days: ReportDays) => ({ from: days.from, to: days.to, grain: days.grain });

/**
 * The order report of a period in the merchant's calendar: its headline figures, each against
 * the period of as many days before it; its orders by status group; a bar a day (a month when
 * the period is long); and its best-selling products. Three statements aggregate it in the
 * database: the orders of both periods at once (the earlier period as bucket 0), their lines'
 * units, and the period's products (docs/reports.md, "Sales reports").
 */
export async function orderReport(ctx: Ctx, raw: TReportPeriod): Promise<TOrderReport> {
  const input = ZReportPeriod.parse(raw);
  const days = await salesDays(ctx, input);
  const before = previousDays(days, ctx.timeZone);
  const buckets = bucketsOf(days, ctx.timeZone);
  const [both, products] = await Promise.all([bucketTotals(ctx, { gte: before.gte, lt: days.lt }, [before.gte, ...buckets.starts]), performancePage(ctx, days, 'revenue', 0, SALES_REPORT_LIMITS.topProducts)]);
  const [previousCounts, ...counts] = both.counts;
  const current = both.totals.filter((t) => t.bucket > 0);
  const now = headline(counts, current);
  const then = headline([previousCounts!], both.totals.filter((t) => t.bucket === 0));
  const group = (key: string) => current.filter((t) => groupOfStatus(t.status) === key);
  return {
    timeZone: ctx.timeZone,
    days: daysOut(days),
    previousDays: daysOut(before),
    figures: Object.fromEntries(SALES_FIGURES.map((f) => [f, { value: now[f], previous: then[f], change: changePercent(now[f], then[f]) }])) as TOrderReport['figures'],
    statusGroups: SALES_STATUS_GROUPS.map(({ key }) => ({ group: key, orders: group(key).reduce((n, t) => n + t.orders, 0), amountSen: group(key).reduce((n, t) => n + t.amountSen, 0) })),
    buckets: counts.map((c, i) => ({ bucket: buckets.names[i]!, ...c })),
    topProducts: products.rows,
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
  const days = await salesDays(ctx, ZReportPeriod.parse(raw));
  const buckets = bucketsOf(days, ctx.timeZone);
  const { counts } = await bucketTotals(ctx, days, buckets.starts);
  return {
    name: `order-report-${days.from}-to-${days.to}`,
    header: [ORDER_REPORT_HEADER[days.grain], ...ORDER_REPORT_HEADER.rest],
    rows: counts.map((c, i) => [buckets.names[i]!, c.orders, c.paidOrders, c.units, { sen: c.salesSen }, c.cancelledOrders, c.refundedOrders]),
  };
}
