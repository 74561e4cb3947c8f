import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { Ctx } from '../shared/context.ts';
import { assertReportAccess } from './access.ts';
import { REPORT_LIMITS } from './constants.ts';
import type { TGoogleKeywords } from './keyword-schema.ts';
import { merchantDomain } from './merchant-domain.ts';
import { ZReportPeriod, chartBuckets, type TReportPeriod } from './period.ts';
import { reportDaysOf, shownDays } from './report-days.ts';
import type { ReportTable } from './report-table.ts';

type Sums = { clicks: number | bigint; impressions: number | bigint; weighted: number | bigint | null };

/** Summed figures as the report shows them: CTR in basis points, the average position weighted by impressions. */
function figures(s: Sums) {
  const clicks = Number(s.clicks);
  const impressions = Number(s.impressions);
  return {
    clicks,
    impressions,
    ctrBp: impressions ? Math.round((clicks * 10_000) / impressions) : 0,
    position: impressions ? Math.round(Number(s.weighted ?? 0) / impressions) : null,
  };
}

/**
 * The Google keyword report: the search queries that showed or brought visitors to the merchant's
 * website in the period (the keyword check stores them a day at a time), most clicked first, with
 * impressions, click-through rate and average position; and a chart of clicks and impressions.
 */
export async function googleKeywordReport(ctx: Ctx, raw: TReportPeriod): Promise<TGoogleKeywords> {
  assertReportAccess(ctx, { module: 'report' });
  const days = await reportDaysOf(ctx, ZReportPeriod.parse(raw));
  const inRange = Prisma.sql`"merchantId" = ${ctx.merchantId} AND "day" >= ${days.from} AND "day" <= ${days.to}`;
  // The product fits BIGINT on both engines: an INTEGER product would overflow on PostgreSQL.
  const weighted = Prisma.raw('SUM(CAST("position" AS BIGINT) * "impressions")');
  const [rows, totals, perDay, domain] = await Promise.all([
    ctx.db.$queryRaw<(Sums & { query: string })[]>`
      SELECT "query", SUM("clicks") AS "clicks", SUM("impressions") AS "impressions", ${weighted} AS "weighted" FROM "SearchQueryDay"
      WHERE ${inRange} GROUP BY "query" ORDER BY 2 DESC, 3 DESC, "query" LIMIT ${REPORT_LIMITS.tableRows}`,
    ctx.db.$queryRaw<Sums[]>`
      SELECT COALESCE(SUM("clicks"), 0) AS "clicks", COALESCE(SUM("impressions"), 0) AS "impressions", ${weighted} AS "weighted" FROM "SearchQueryDay" WHERE ${inRange}`,
    ctx.db.searchQueryDay.groupBy({ by: ['day'], where: { merchantId: ctx.merchantId, day: { gte: days.from, lte: days.to } }, _sum: { clicks: true, impressions: true } }),
    merchantDomain(ctx),
  ]);
  const buckets = chartBuckets(days);
  const index = new Map(buckets.map((b, i) => [b, i]));
  const clicks = buckets.map(() => 0);
  const impressions = buckets.map(() => 0);
  for (const d of perDay) {
    const i = index.get(days.grain === 'month' ? d.day.slice(0, 7) : d.day)!;
    clicks[i]! += d._sum.clicks ?? 0;
    impressions[i]! += d._sum.impressions ?? 0;
  }
  return {
    days: shownDays(days),
    domain,
    totals: figures(totals[0]!),
    rows: rows.map((r) => ({ query: r.query, ...figures(r) })),
    series: { buckets, values: { clicks, impressions } },
  };
}

/** The report as a file: a row per query, CTR in percent and the position with two decimals. */
export async function googleKeywordTable(ctx: Ctx, input: TReportPeriod): Promise<ReportTable> {
  const report = await googleKeywordReport(ctx, input);
  return {
    name: `google-keywords-${report.days.from}-to-${report.days.to}`,
    header: ['Query', 'Clicks', 'Impressions', 'CTR (%)', 'Average position'],
    rows: report.rows.map((r) => [r.query, r.clicks, r.impressions, (r.ctrBp / 100).toFixed(2), r.position === null ? '' : (r.position / 100).toFixed(2)]),
  };
}
