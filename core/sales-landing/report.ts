import { countEveryChannel } from '../reports/channel-counts.ts';
import { chartBuckets } from '../reports/period.ts';
import { reportDaysOf, shownDays } from '../reports/report-days.ts';
import { REPORT_ORDER_STATUSES } from '../reports/sales-statuses.ts';
import type { Ctx } from '../shared/context.ts';
import { localDate } from '../shared/time.ts';
import { ZSalesLandingReportInput, type TSalesLandingReport, type TSalesLandingReportInput } from './schema.ts';
import { salesPersonRecord } from './store.ts';

/** What a sales person's page brought: a page view is a view, a contact click (WhatsApp, phone...) a click. */
const EVENT_FIGURES = { page_view: 'views', contact: 'clicks' } as const;

/**
 * The sales landing report: the views, clicks, enquiries and orders (and their sales) that came
 * through one sales person's page in a period, in the merchant's calendar, with a bar per day (or
 * month). Orders count as the sales reports count them (their statuses, REPORT_ORDER_STATUSES).
 */
export async function salesLandingReport(ctx: Ctx, raw: TSalesLandingReportInput): Promise<TSalesLandingReport> {
  const input = ZSalesLandingReportInput.parse(raw);
  const person = await salesPersonRecord(ctx, input.id);
  const days = await reportDaysOf(ctx, input);
  const bucketOf = (day: string) => (days.grain === 'day' ? day : day.slice(0, 7));
  const scope = { merchantId: ctx.merchantId, salesPersonId: person.id };
  const [events, enquiries, orders] = await Promise.all([
    // Rolled-up counts: the raw events are kept only for the retention days (docs/reports.md).
    countEveryChannel(ctx, { dimension: 'salesPerson', days, keys: [person.id] }),
    ctx.db.enquiry.findMany({ where: { ...scope, createdAt: { gte: days.gte, lt: days.lt } }, select: { createdAt: true } }),
    ctx.db.order.findMany({ where: { ...scope, placedAt: { gte: days.gte, lt: days.lt }, status: { in: [...REPORT_ORDER_STATUSES] } }, select: { placedAt: true, totalSen: true } }),
  ]);
  const series = new Map(chartBuckets(days).map((bucket) => [bucket, { bucket, views: 0, clicks: 0, enquiries: 0, orders: 0 }]));
  const totals = { views: 0, clicks: 0, enquiries: 0, orders: 0, salesSen: 0 };
  for (const e of events) {
    const figure = EVENT_FIGURES[e.sub as keyof typeof EVENT_FIGURES];
    series.get(e.bucket)![figure] += e.count;
    totals[figure] += e.count;
  }
  for (const e of enquiries) {
    series.get(bucketOf(localDate(e.createdAt, ctx.timeZone)))!.enquiries++;
    totals.enquiries++;
  }
  for (const o of orders) {
    series.get(bucketOf(localDate(o.placedAt, ctx.timeZone)))!.orders++;
    totals.orders++;
    totals.salesSen += Number(o.totalSen);
  }
  return { days: shownDays(days), name: person.name, ...totals, series: [...series.values()] };
}
