import type { Ctx } from '../shared/context.ts';
import { REPORT_LIMITS, type ContactType } from './constants.ts';
import { countEvents, totalsByKey, type CountRow } from './event-counts.ts';
import { shownDays } from './report-days.ts';
import { seriesOf, topKeys, trafficDays } from './traffic-reports.ts';
import type { ReportDays } from './period.ts';
import { ZIpViewInput, type TIpRow, type TIpView, type TIpViewInput, type TKeyedRows, type TTrafficInput } from './traffic-schema.ts';

const row = (r: CountRow, label = r.key, detail = '') => ({ key: r.key, label, detail, count: r.count, visitors: r.visitors });

/** Visits by the page they began on. */
export async function landingPagesReport(ctx: Ctx, raw: TTrafficInput): Promise<TKeyedRows> {
  const { channel, days } = await trafficDays(ctx, raw);
  const top = await topKeys(ctx, channel, days, 'landing');
  return { days: shownDays(days), total: top.total, series: top.series, rows: top.rows.map((r) => row(r)) };
}

/** Product views by product, with each product's name and SKU (a deleted product keeps its id). */
export async function productsViewReport(ctx: Ctx, raw: TTrafficInput): Promise<TKeyedRows> {
  const { channel, days } = await trafficDays(ctx, raw);
  const top = await topKeys(ctx, channel, days, 'product');
  const products = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: top.rows.map((r) => r.key) } }, select: { id: true, nameEn: true, sku: true } });
  const named = new Map(products.map((p) => [p.id, p]));
  return { days: shownDays(days), total: top.total, series: top.series, rows: top.rows.map((r) => row(r, named.get(r.key)?.nameEn ?? r.key, named.get(r.key)?.sku ?? '')) };
}

/** The top 50 searches (spec section 9) by their words. */
export async function searchReport(ctx: Ctx, raw: TTrafficInput): Promise<TKeyedRows> {
  const { channel, days } = await trafficDays(ctx, raw);
  const top = await topKeys(ctx, channel, days, 'search', REPORT_LIMITS.topSearches);
  return { days: shownDays(days), total: top.total, series: top.series, rows: top.rows.map((r) => row(r)) };
}

/** Clicks of one contact type (WhatsApp) by the page they were made on. */
export async function contactClicksReport(ctx: Ctx, raw: TTrafficInput, contact: ContactType = 'whatsapp'): Promise<TKeyedRows> {
  const { channel, days } = await trafficDays(ctx, raw);
  const rows = await countEvents(ctx, { channel, dimension: 'contact', days, keys: [contact] });
  const byPage = totalsByKey(rows.map((r) => ({ ...r, key: r.sub })))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, REPORT_LIMITS.tableRows);
  return { days: shownDays(days), total: rows.reduce((n, r) => n + r.count, 0), series: seriesOf(days, rows, { count: {} }), rows: byPage.map((r) => row(r)) };
}

/** Visits from AI assistants, by assistant (the referrer's host). */
export async function aiTrafficReport(ctx: Ctx, raw: TTrafficInput): Promise<TKeyedRows> {
  const { channel, days } = await trafficDays(ctx, raw);
  const rows = await countEvents(ctx, { channel, dimension: 'source', days, keys: ['ai'] });
  const byHost = totalsByKey(rows.map((r) => ({ ...r, key: r.sub }))).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  return { days: shownDays(days), total: rows.reduce((n, r) => n + r.count, 0), series: seriesOf(days, rows, { count: {} }), rows: byHost.map((r) => row(r)) };
}

/** The IP view's addresses of a filter, most active first, every one of them (the screen pages them, the file holds them all). */
export async function ipViewRows(ctx: Ctx, raw: TIpViewInput): Promise<{ days: ReportDays; rows: TIpRow[] }> {
  const input = ZIpViewInput.parse(raw);
  const { channel, days } = await trafficDays(ctx, input);
  const rows = await countEvents(ctx, { channel, dimension: 'ip', days, ...(input.type !== 'all' && { sub: input.type }) });
  const byIp = new Map<string, TIpRow>();
  for (const r of rows) {
    const entry = byIp.get(r.key) ?? { ip: r.key, total: 0, byType: {} };
    entry.total += r.count;
    entry.byType[r.sub] = (entry.byType[r.sub] ?? 0) + r.count;
    byIp.set(r.key, entry);
  }
  return { days, rows: [...byIp.values()].sort((a, b) => b.total - a.total || a.ip.localeCompare(b.ip)) };
}

/**
 * The IP view: addresses by what they did (enquiries, searches, each contact click), most active
 * first, filtered to one type or all of them.
 */
export async function ipViewReport(ctx: Ctx, raw: TIpViewInput): Promise<TIpView> {
  const input = ZIpViewInput.parse(raw);
  const { days, rows } = await ipViewRows(ctx, input);
  const start = (input.page - 1) * input.pageSize;
  return { days: shownDays(days), rows: { items: rows.slice(start, start + input.pageSize), total: rows.length, page: input.page, pageSize: input.pageSize } };
}
