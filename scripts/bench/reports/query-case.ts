import { listEnquiries } from '../../../core/reports/enquiries.ts';
import { leadReport } from '../../../core/reports/lead-report.ts';
import { monthlyReport } from '../../../core/reports/monthly-figures.ts';
import { endedMonth } from '../../../core/reports/monthly-run.ts';
import { orderReport } from '../../../core/reports/order-report.ts';
import { productsPerformance } from '../../../core/reports/products-performance.ts';
import { aiTrafficReport, contactClicksReport, ipViewReport, landingPagesReport, productsViewReport, searchReport } from '../../../core/reports/traffic-lists.ts';
import { visitorReport, websiteStatistics } from '../../../core/reports/traffic-reports.ts';
import type { Ctx } from '../../../core/shared/context.ts';
import { quantile } from '../orders/measure.ts';
import { readShop, runtimeAt, type Place } from '../orders/place.ts';
import { reportCtx } from './shops.ts';

const WARM_UP_RUNS = 3;
const PERIOD = { period: 'last_12_months' } as const;

/** Every report function of core/reports, as its screen first asks for it over the last 12 months (the monthly report: the month just ended). */
const reports = (ctx: Ctx): Record<string, () => Promise<unknown>> => ({
  visitorReport: () => visitorReport(ctx, PERIOD),
  websiteStatistics: () => websiteStatistics(ctx, PERIOD),
  landingPagesReport: () => landingPagesReport(ctx, PERIOD),
  productsViewReport: () => productsViewReport(ctx, PERIOD),
  searchReport: () => searchReport(ctx, PERIOD),
  contactClicksReport: () => contactClicksReport(ctx, PERIOD),
  aiTrafficReport: () => aiTrafficReport(ctx, PERIOD),
  ipViewReport: () => ipViewReport(ctx, PERIOD),
  leadReport: () => leadReport(ctx, PERIOD),
  listEnquiries: () => listEnquiries(ctx, { ...PERIOD, channel: 'website' }),
  orderReport: () => orderReport(ctx, PERIOD),
  productsPerformance: () => productsPerformance(ctx, PERIOD),
  monthlyReport: () => monthlyReport(ctx, endedMonth(ctx.now(), ctx.timeZone)),
});

const ms = (n: number) => Math.round(n * 100) / 100;

/** A call's latencies over runs after the warm-up, one at a time. */
async function timed(call: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < WARM_UP_RUNS; i++) await call();
  const latencies: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { runs, p50Ms: ms(quantile(latencies, 0.5)), p95Ms: ms(quantile(latencies, 0.95)), maxMs: ms(latencies.at(-1)!) };
}

/** Each report's latency after the rollup, and the floor: the cheapest query (the merchant by id) timed the same way. */
export async function queryCase(place: Place, runs: number): Promise<{ floor: object; reports: object[] }> {
  const rt = await runtimeAt(place);
  try {
    const shop = readShop(place);
    const ctx = await reportCtx(rt, shop);
    const floor = { case: 'report-floor:merchant-by-id', ...(await timed(() => ctx.db.merchant.findUnique({ where: { id: ctx.merchantId } }), runs)) };
    const out = [];
    for (const [name, call] of Object.entries(reports(ctx))) out.push({ case: `report:${name}`, input: name === 'monthlyReport' ? 'month just ended' : PERIOD.period, ...(await timed(call, runs)) });
    return { floor, reports: out };
  } finally {
    await rt.close();
  }
}
