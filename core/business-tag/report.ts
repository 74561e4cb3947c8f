import { chartBuckets } from '../reports/period.ts';
import { reportDaysOf, shownDays } from '../reports/report-days.ts';
import type { Ctx } from '../shared/context.ts';
import { loadCard } from './cards.ts';
import { ZCardReportInput, type TCardReport, type TCardReportInput } from './schema.ts';

/**
 * A card's report: its views and saves per day (or month for long ranges) over a period in the
 * merchant's calendar, from the day counts the public page keeps (BusinessCardDay), with totals.
 * A reset card keeps its history, so the report reads across holders.
 */
export async function cardReport(ctx: Ctx, raw: TCardReportInput): Promise<TCardReport> {
  const input = ZCardReportInput.parse(raw);
  const card = await loadCard(ctx, input.id);
  const days = await reportDaysOf(ctx, input);
  const rows = await ctx.db.businessCardDay.findMany({
    where: { merchantId: ctx.merchantId, cardId: card.id, day: { gte: days.from, lte: days.to } },
    select: { day: true, views: true, saves: true },
  });
  const series = new Map(chartBuckets(days).map((bucket) => [bucket, { bucket, views: 0, saves: 0 }]));
  const totals = { views: 0, saves: 0 };
  for (const row of rows) {
    const bucket = series.get(days.grain === 'day' ? row.day : row.day.slice(0, 7))!;
    bucket.views += row.views;
    bucket.saves += row.saves;
    totals.views += row.views;
    totals.saves += row.saves;
  }
  return { days: shownDays(days), cardId: card.cardId, holderName: card.holderName, ...totals, series: [...series.values()] };
}
