import type { Ctx } from '../shared/context.ts';
import { english } from '../shared/english.ts';
import { term } from '../shared/messages.ts';
import { localDate } from '../shared/time.ts';
import { assertReportAccess } from './access.ts';
import { countEveryChannel } from './channel-counts.ts';
import { ZReportPeriod, type TReportPeriod } from './period.ts';
import { reportDaysOf, shownDays } from './report-days.ts';
import type { ReportTable } from './report-table.ts';
import type { TShowcaseSlot, TTrafficGuarantee } from './showcase-schema.ts';
import { shownSlotState } from './showcase-state.ts';
import { seriesOf } from './traffic-reports.ts';

const ACCESS = { module: 'traffic_guarantee_report' } as const;

/** Delivered against guaranteed, in whole percent. */
const progress = (delivered: number, guaranteed: number) => (guaranteed > 0 ? Math.floor((delivered * 100) / guaranteed) : null);

/** A slot's views and clicks from its first day to its last, or to today while it runs (none before it starts). */
async function delivered(ctx: Ctx, slot: { id: string; startsOn: string | null; endsOn: string | null }, today: string) {
  const to = slot.endsOn && slot.endsOn < today ? slot.endsOn : today;
  if (!slot.startsOn || slot.startsOn > to) return { views: 0, clicks: 0 };
  const rows = await countEveryChannel(ctx, { dimension: 'showcase', days: { from: slot.startsOn, to, grain: 'month' }, keys: [slot.id] });
  const sum = (kind: string) => rows.reduce((n, r) => n + (r.sub === kind ? r.count : 0), 0);
  return { views: sum('showcase_view'), clicks: sum('showcase_click') };
}

/**
 * The traffic guarantee report: each product showcase slot with its product, days and state, and
 * the views and clicks it has delivered against those guaranteed; a chart of all slots' views and
 * clicks in the period. Views and clicks are the storefront's showcase events.
 */
export async function trafficGuaranteeReport(ctx: Ctx, raw: TReportPeriod): Promise<TTrafficGuarantee> {
  assertReportAccess(ctx, ACCESS);
  const days = await reportDaysOf(ctx, ZReportPeriod.parse(raw));
  const today = localDate(ctx.now(), ctx.timeZone);
  const slots = await ctx.db.showcaseSlot.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  const products = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: slots.flatMap((s) => (s.productId ? [s.productId] : [])) } }, select: { id: true, nameEn: true, sku: true } });
  const named = new Map(products.map((p) => [p.id, p]));
  const [figures, inPeriod] = await Promise.all([Promise.all(slots.map((s) => delivered(ctx, s, today))), countEveryChannel(ctx, { dimension: 'showcase', days })]);
  const rows: TShowcaseSlot[] = slots.map((s, i) => {
    const { views, clicks } = figures[i]!;
    const product = s.productId ? named.get(s.productId) : undefined;
    return {
      id: s.id,
      productId: s.productId,
      productName: product?.nameEn ?? '',
      sku: product?.sku ?? '',
      googleCategory: s.googleCategory,
      durationMonths: s.durationMonths,
      startsOn: s.startsOn,
      endsOn: s.endsOn,
      state: shownSlotState(s, today),
      guaranteedViews: s.guaranteedViews,
      guaranteedClicks: s.guaranteedClicks,
      views,
      clicks,
      viewsProgress: progress(views, s.guaranteedViews),
      clicksProgress: progress(clicks, s.guaranteedClicks),
    };
  });
  return {
    days: shownDays(days),
    slots: rows,
    series: seriesOf(days, inPeriod.map((r) => ({ ...r, key: r.sub })), { views: { key: 'showcase_view' }, clicks: { key: 'showcase_click' } }),
  };
}

/** The report as a file: a row per slot (its delivered figures are the slot's whole run, whatever the period), its state in the spec's English words. */
export async function trafficGuaranteeTable(ctx: Ctx, input: TReportPeriod): Promise<ReportTable> {
  const report = await trafficGuaranteeReport(ctx, input);
  return {
    name: 'traffic-guarantee',
    header: ['Product', 'SKU', 'Google category', 'Starts', 'Ends', 'Months', 'State', 'Views', 'Guaranteed views', 'Views (%)', 'Clicks', 'Guaranteed clicks', 'Clicks (%)'],
    rows: report.slots.map((s) => [s.productName, s.sku, s.googleCategory, s.startsOn ?? '', s.endsOn ?? '', s.durationMonths, english(term(`showcase.states.${s.state}`)), s.views, s.guaranteedViews, s.viewsProgress ?? '', s.clicks, s.guaranteedClicks, s.clicksProgress ?? '']),
  };
}

