import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { Ctx } from '../shared/context.ts';
import { REPORT_LIMITS, type ContactType } from './constants.ts';
import { bucketCounts, countEvents, countRowsSql, topCounts, totalsByKey, type CountRow } from './event-counts.ts';
import { rankedAddressPage, type AddressPage } from './ip-ranking.ts';
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
  const query = { channel, dimension: 'contact' as const, days, keys: [contact] };
  const [pages, buckets] = await Promise.all([topCounts(ctx, query, REPORT_LIMITS.tableRows, { keepSub: true }), bucketCounts(ctx, query)]);
  return { days: shownDays(days), total: buckets.reduce((n, r) => n + r.count, 0), series: seriesOf(days, buckets, { count: {} }), rows: pages.map((r) => row({ ...r, key: r.sub })) };
}

/** Visits from AI assistants, by assistant (the referrer's host). */
export async function aiTrafficReport(ctx: Ctx, raw: TTrafficInput): Promise<TKeyedRows> {
  const { channel, days } = await trafficDays(ctx, raw);
  const rows = await countEvents(ctx, { channel, dimension: 'source', days, keys: ['ai'] });
  const byHost = totalsByKey(rows.map((r) => ({ ...r, key: r.sub }))).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  return { days: shownDays(days), total: rows.reduce((n, r) => n + r.count, 0), series: seriesOf(days, rows, { count: {} }), rows: byHost.map((r) => row(r)) };
}

/** The IP view's query: its days and its counts' filter. */
async function ipQuery(ctx: Ctx, input: TIpViewInput) {
  const { channel, days } = await trafficDays(ctx, input);
  return { days, query: { channel, dimension: 'ip' as const, days, ...(input.type !== 'all' && { sub: input.type }) } };
}

/** Rows of one address each, with its counts by type. */
function byAddress(rows: readonly CountRow[]): Map<string, TIpRow> {
  const byIp = new Map<string, TIpRow>();
  for (const r of rows) {
    const entry = byIp.get(r.key) ?? { ip: r.key, total: 0, byType: {} };
    entry.total += r.count;
    entry.byType[r.sub] = (entry.byType[r.sub] ?? 0) + r.count;
    byIp.set(r.key, entry);
  }
  return byIp;
}

/** Most active first; addresses of as many in their characters' order (as the database sorts a page). */
const mostActive = (a: TIpRow, b: TIpRow) => b.total - a.total || (a.ip < b.ip ? -1 : a.ip > b.ip ? 1 : 0);

/** The IP view's addresses of a filter, most active first, every one of them: the file. */
export async function ipViewRows(ctx: Ctx, raw: TIpViewInput): Promise<{ days: ReportDays; rows: TIpRow[] }> {
  const { days, query } = await ipQuery(ctx, ZIpViewInput.parse(raw));
  return { days, rows: [...byAddress(await countEvents(ctx, query)).values()].sort(mostActive) };
}

type Count = number | bigint | string | null;

type IpQuery = Awaited<ReturnType<typeof ipQuery>>['query'];

/** A page of the range's addresses summed, sorted and paged in the database: a range no ranking serves. */
async function summedAddressPage(ctx: Ctx, query: IpQuery, page: { page: number; pageSize: number }): Promise<AddressPage> {
  const sql = await countRowsSql(ctx, query, true);
  if (!sql) return { keys: [], addresses: 0 };
  const rows = await ctx.db.$queryRaw<{ key: string; addresses: Count }[]>`
    SELECT "key", COUNT(*) OVER () AS "addresses" FROM (${sql}) AS "counts"
    GROUP BY "key" ORDER BY SUM("count") DESC, "key" LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`;
  return { keys: rows.map((r) => r.key), addresses: rows[0] ? Number(rows[0].addresses) : await addressCount(ctx, sql) };
}

/**
 * The IP view: addresses by what they did (enquiries, searches, each contact click), most active
 * first, filtered to one type or all of them. The filter ranges read a page of their window's
 * ranking (ip-ranking.ts); other ranges sum the addresses. Then the page's addresses are counted
 * by type.
 */
export async function ipViewReport(ctx: Ctx, raw: TIpViewInput): Promise<TIpView> {
  const input = ZIpViewInput.parse(raw);
  const { days, query } = await ipQuery(ctx, input);
  const { keys, addresses } = (await rankedAddressPage(ctx, query, input.type, input)) ?? (await summedAddressPage(ctx, query, input));
  // The page's addresses by type: no chart, so whole months read their month rows.
  const counted = keys.length ? byAddress(await countEvents(ctx, { ...query, keys, days: { ...days, grain: 'month' } })) : new Map<string, TIpRow>();
  return { days: shownDays(days), rows: { items: keys.map((key) => counted.get(key)!), total: addresses, page: input.page, pageSize: input.pageSize } };
}

/** How many addresses the counts hold: for a page past the last, which holds no row to carry it. */
async function addressCount(ctx: Ctx, sql: Prisma.Sql): Promise<number> {
  const [row] = await ctx.db.$queryRaw<{ addresses: Count }[]>`SELECT COUNT(DISTINCT "key") AS "addresses" FROM (${sql}) AS "counts"`;
  return Number(row?.addresses ?? 0);
}
