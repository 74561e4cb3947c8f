import type { Ctx } from '../shared/context.ts';
import { assertReportAccess } from './access.ts';
import { EVENT_KINDS, REPORT_LIMITS, SOURCE_KINDS, type Channel } from './constants.ts';
import { bucketCounts, countEvents, topCounts, totalsByKey, type CountRow } from './event-counts.ts';
import type { DimensionName } from './dimensions.ts';
import { chartBuckets, previousDays, type ReportDays } from './period.ts';
import { reportDaysOf, shownDays } from './report-days.ts';
import { ZTrafficInput, type TSeries, type TStatistics, type TTrafficInput, type TVisitorReport } from './traffic-schema.ts';

const REPORT = { module: 'report' } as const;

/** The period's days for a traffic report, after the access check. */
export async function trafficDays(ctx: Ctx, raw: TTrafficInput): Promise<{ channel: Channel; days: ReportDays }> {
  assertReportAccess(ctx, REPORT);
  const input = ZTrafficInput.parse(raw);
  return { channel: input.channel, days: await reportDaysOf(ctx, input) };
}

const byCount = (a: CountRow, b: CountRow) => b.count - a.count || a.key.localeCompare(b.key);

/** A chart's values: each named key's counts per bucket (every bucket of the range, empty ones 0), or visitors when asked. */
export function seriesOf(days: ReportDays, rows: readonly CountRow[], names: Record<string, { key?: string; visitors?: boolean }>): TSeries {
  const buckets = chartBuckets(days);
  const index = new Map(buckets.map((b, i) => [b, i]));
  const values: Record<string, number[]> = {};
  for (const [name, pick] of Object.entries(names)) {
    const line = buckets.map(() => 0);
    for (const r of rows) if (pick.key === undefined || r.key === pick.key) line[index.get(r.bucket)!]! += pick.visitors ? r.visitors : r.count;
    values[name] = line;
  }
  return { buckets, values };
}

const sumOf = (rows: readonly CountRow[], key?: string, visitors = false) => rows.reduce((n, r) => n + (key === undefined || r.key === key ? (visitors ? r.visitors : r.count) : 0), 0);

/** The visitor report of a channel: headline counts against the previous period, a chart, sources and devices of its visits. */
export async function visitorReport(ctx: Ctx, raw: TTrafficInput): Promise<TVisitorReport> {
  const { channel, days } = await trafficDays(ctx, raw);
  const previous = previousDays(days, ctx.timeZone);
  const [kinds, before, sources, devices, devicesBefore] = await Promise.all([
    countEvents(ctx, { channel, dimension: 'kind', days }),
    countEvents(ctx, { channel, dimension: 'kind', days: previous }),
    countEvents(ctx, { channel, dimension: 'source', days }),
    countEvents(ctx, { channel, dimension: 'device', days }),
    countEvents(ctx, { channel, dimension: 'device', days: previous }),
  ]);
  const compared = (key: string, visitors = false) => ({ current: sumOf(kinds, key, visitors), previous: sumOf(before, key, visitors) });
  const sourceTotals = totalsByKey(sources);
  return {
    days: shownDays(days),
    figures: {
      visitors: compared('page_view', true),
      visits: { current: sumOf(devices), previous: sumOf(devicesBefore) },
      pageViews: compared('page_view'),
      productViews: compared('product_view'),
      searches: compared('search'),
      enquiries: compared('enquiry'),
      contacts: compared('contact'),
    },
    series: seriesOf(days, [...kinds, ...devices.map((r) => ({ ...r, key: 'visit' }))], {
      visitors: { key: 'page_view', visitors: true },
      pageViews: { key: 'page_view' },
      visits: { key: 'visit' },
      productViews: { key: 'product_view' },
      searches: { key: 'search' },
      enquiries: { key: 'enquiry' },
      contacts: { key: 'contact' },
    }),
    sources: SOURCE_KINDS.map((source) => {
      const row = sourceTotals.find((r) => r.key === source);
      return { source, count: row?.count ?? 0, visitors: row?.visitors ?? 0 };
    }),
    devices: totalsByKey(devices).sort(byCount).map((r) => ({ device: r.key, count: r.count, visitors: r.visitors })),
  };
}

/** A dimension's keys over the range, most counted first, at most `limit`; with the total and a chart of all of them. */
export async function topKeys(ctx: Ctx, channel: Channel, days: ReportDays, dimension: DimensionName, limit: number = REPORT_LIMITS.tableRows, filter: { keys?: string[]; sub?: string } = {}) {
  const query = { channel, dimension, days, ...filter };
  const [rows, buckets] = await Promise.all([topCounts(ctx, query, limit), bucketCounts(ctx, query)]);
  return { rows, total: sumOf(buckets), series: seriesOf(days, buckets, { count: {} }) };
}

/** The website statistics: every kind of event (and a chart of them), the most viewed pages, where visits came from (by host) and on what devices. */
export async function websiteStatistics(ctx: Ctx, raw: TTrafficInput): Promise<TStatistics> {
  const { channel, days } = await trafficDays(ctx, raw);
  const [kinds, pages, sources, devices] = await Promise.all([
    countEvents(ctx, { channel, dimension: 'kind', days }),
    topCounts(ctx, { channel, dimension: 'page', days }, REPORT_LIMITS.tableRows),
    countEvents(ctx, { channel, dimension: 'source', days }),
    countEvents(ctx, { channel, dimension: 'device', days }),
  ]);
  const shape = (r: CountRow) => ({ count: r.count, visitors: r.visitors });
  return {
    days: shownDays(days),
    kinds: totalsByKey(kinds).sort(byCount).map((r) => ({ kind: r.key, ...shape(r) })),
    series: seriesOf(days, kinds, Object.fromEntries(EVENT_KINDS.map((kind) => [kind, { key: kind }]))),
    pages: pages.map((r) => ({ page: r.key, ...shape(r) })),
    referrers: totalsByKey(sources, true).filter((r) => r.sub !== '').sort(byCount).slice(0, REPORT_LIMITS.tableRows).map((r) => ({ source: r.key, host: r.sub, ...shape(r) })),
    devices: totalsByKey(devices).sort(byCount).map((r) => ({ device: r.key, ...shape(r) })),
  };
}
