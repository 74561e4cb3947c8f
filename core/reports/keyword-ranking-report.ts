import type { Ctx } from '../shared/context.ts';
import { assertReportAccess } from './access.ts';
import type { TKeywordRanking } from './keyword-schema.ts';
import { merchantDomain } from './merchant-domain.ts';
import { ZReportPeriod, chartBuckets, type TReportPeriod } from './period.ts';
import { reportDaysOf, shownDays } from './report-days.ts';
import type { ReportTable } from './report-table.ts';

type DayPosition = { day: string; position: number | null };

/** The better of two positions: any place beats not being found, a smaller number beats a larger. */
const better = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** A keyword's checks in the period (by day, ascending) and the one just before it: its row's figures. */
function figuresOf(inPeriod: readonly DayPosition[], before: DayPosition | undefined) {
  const latest = inPeriod.at(-1) ?? null;
  const previous = inPeriod.length > 1 ? inPeriod.at(-2)! : latest ? (before ?? null) : null;
  const change = latest?.position != null && previous?.position != null ? previous.position - latest.position : null;
  let best: DayPosition | null = null;
  for (const p of inPeriod) if (p.position !== null && (best === null || p.position < best.position!)) best = p;
  return { latest, previous, change, best };
}

/** A keyword's line of the chart: its position on each day, or its best of each month. */
function lineOf(buckets: readonly string[], checks: readonly DayPosition[]): (number | null)[] {
  const byBucket = new Map<string, number | null>();
  for (const c of checks) {
    const bucket = buckets[0]!.length === 7 ? c.day.slice(0, 7) : c.day;
    byBucket.set(bucket, better(byBucket.get(bucket) ?? null, c.position));
  }
  return buckets.map((b) => byBucket.get(b) ?? null);
}

/**
 * The keyword ranking report: each followed keyword's latest Google position in the period, its
 * change against the check before, its best position, and a chart of its positions.
 */
export async function keywordRankingReport(ctx: Ctx, raw: TReportPeriod): Promise<TKeywordRanking> {
  assertReportAccess(ctx, { module: 'report' });
  const days = await reportDaysOf(ctx, ZReportPeriod.parse(raw));
  const where = { merchantId: ctx.merchantId };
  const [keywords, checks, before, last, domain] = await Promise.all([
    ctx.db.trackedKeyword.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true, keyword: true, createdAt: true } }),
    ctx.db.keywordPosition.findMany({ where: { ...where, day: { gte: days.from, lte: days.to } }, orderBy: { day: 'asc' }, select: { keywordId: true, day: true, position: true, url: true } }),
    ctx.db.keywordPosition.findMany({ where: { ...where, day: { lt: days.from } }, orderBy: { day: 'desc' }, distinct: ['keywordId'], select: { keywordId: true, day: true, position: true } }),
    ctx.db.keywordPosition.findFirst({ where, orderBy: { day: 'desc' }, select: { day: true } }),
    merchantDomain(ctx),
  ]);
  const buckets = chartBuckets(days);
  const rows = keywords.map((k) => {
    const own = checks.filter((c) => c.keywordId === k.id);
    return { ...k, ...figuresOf(own, before.find((b) => b.keywordId === k.id)), url: own.at(-1)?.url ?? '', line: lineOf(buckets, own) };
  });
  return {
    days: shownDays(days),
    domain,
    lastCheck: last?.day ?? null,
    rows: rows.map(({ line: _line, ...row }) => row),
    history: { buckets, lines: rows.map((r) => ({ keywordId: r.id, values: r.line })) },
  };
}

const place = (p: DayPosition | null) => (p === null ? '' : p.position === null ? 'Not in top 100' : p.position);

/** The report as a file: a row per keyword. */
export async function keywordRankingTable(ctx: Ctx, input: TReportPeriod): Promise<ReportTable> {
  const report = await keywordRankingReport(ctx, input);
  return {
    name: `keyword-ranking-${report.days.from}-to-${report.days.to}`,
    header: ['Keyword', 'Latest position', 'Checked on', 'Previous position', 'Change', 'Best position', 'Best on', 'Page'],
    rows: report.rows.map((r) => [r.keyword, place(r.latest), r.latest?.day ?? '', place(r.previous), r.change ?? '', place(r.best), r.best?.day ?? '', r.url]),
  };
}
