import { withNumbers } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { ORDER_TABS, type OrderPlatform, type OrderStatusId } from './constants.ts';
import { allowedActions } from './status.ts';
import { ORDER_STATUSES, stateOf } from './order-store.ts';
import { countStatuses, pageIds, placedRange, searchList, sumCounts, type BoundedCount } from './list-query.ts';
import { ZOrderListInput, type TOrderListInput, type TOrderPage, type TOrderRow } from './schema.ts';

/** The statuses a list call shows: the tab's, narrowed by a status filter (0: all). */
export function selectedStatuses(tab: TOrderListInput['tab'], status: number): number[] {
  const inTab: readonly number[] = tab ? ORDER_TABS.find((t) => t.key === tab)!.statuses : ORDER_STATUSES;
  if (status === 0) return [...inTab];
  return inTab.includes(status) ? [status] : [];
}

const ROW_SELECT = {
  id: true,
  orderNo: true,
  placedAt: true,
  buyerName: true,
  buyerEmail: true,
  totalSen: true,
  status: true,
  shippingQuoted: true,
  cod: true,
  selfPickup: true,
  invoiceNo: true,
  platform: true,
} as const;

/** The rows of ids, in that order. */
async function rowsOf(ctx: Ctx, ids: string[]): Promise<TOrderRow[]> {
  if (ids.length === 0) return [];
  const where = { merchantId: ctx.merchantId, orderId: { in: ids } };
  const rows = await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids } }, select: ROW_SELECT });
  // Counted for the page's orders only: Prisma's relation _count aggregates the whole item table first.
  const counts = await ctx.db.orderItem.groupBy({ by: ['orderId'], where, _count: { _all: true } });
  const itemCount = new Map(counts.map((c) => [c.orderId, c._count._all]));
  const byId = new Map(rows.map((r) => [r.id, withNumbers(r)]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ ...row, status: row.status as OrderStatusId, platform: row.platform as OrderPlatform, itemCount: itemCount.get(id) ?? 0, allowedActions: allowedActions(stateOf(row)) }];
  });
}

/**
 * The order list: tabs with their counts, a status filter (0 = all), a search by buyer name
 * prefix or order number, a date range of merchant-local days, pages of 20 to 80, newest first.
 * Counts and pages are bounded by ORDER_LIST_WINDOW (see list-query.ts).
 */
export async function listOrders(ctx: Ctx, raw: TOrderListInput): Promise<TOrderPage> {
  const input = ZOrderListInput.parse(raw);
  const range = placedRange(ctx, input);
  const statuses = selectedStatuses(input.tab, input.status);
  const page = { page: input.page, pageSize: input.pageSize };
  let counts: Map<number, BoundedCount>;
  let ids: string[];
  let searchTruncated = false;
  if (input.search) {
    const found = await searchList(ctx, input.search, ORDER_STATUSES, statuses, range, page);
    searchTruncated = found.truncated;
    counts = found.counts;
    ids = found.ids;
  } else {
    counts = await countStatuses(ctx, ORDER_STATUSES, range);
    const everything = !input.tab && input.status === 0;
    ids = await pageIds(ctx, statuses, range, page, everything);
  }
  const total = sumCounts(statuses.map((s) => counts.get(s)!));
  return {
    items: await rowsOf(ctx, ids),
    total: total.count,
    totalCapped: total.capped,
    page: input.page,
    pageSize: input.pageSize,
    tabs: ORDER_TABS.map((tab) => ({ key: tab.key, ...sumCounts(tab.statuses.map((s) => counts.get(s)!)) })),
    searchTruncated,
  };
}
