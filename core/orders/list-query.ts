import type { Ctx } from '../shared/context.ts';
import { shortcutRange, startOfLocalDay } from '../shared/time.ts';
import { ORDER_LIST_WINDOW, type TDateFilter } from './schema.ts';
import { ORDER_STATUSES, QUOTATION_STATUSES } from './order-store.ts';

/**
 * The list machinery shared by the order and quotation lists. Every query is on one of the
 * Order indexes and reads a bounded number of index entries, whatever the merchant's size:
 * - a page of one status reads (merchantId, status, placedAt) newest first; a page over several
 *   statuses reads each status that way and merges, so no query sorts a status range;
 * - a page over every status reads (merchantId, placedAt);
 * - counts stop at ORDER_LIST_WINDOW (+1, to know they stopped) and pages reach that deep;
 * - a name search reads a prefix range of (merchantId, buyerNameKey), at most the window;
 * - an order number search is one (merchantId, orderNo) lookup.
 */

export type Range = { gte?: Date; lt?: Date };

const nextDay = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** placedAt bounds for the filter's merchant-local days (a shortcut wins over from/to); null for no bounds. */
export function placedRange(ctx: Ctx, filter: TDateFilter): Range | null {
  if (filter.shortcut) {
    const { from, to } = shortcutRange(filter.shortcut, ctx.now(), ctx.timeZone);
    return { gte: from, lt: to };
  }
  if (!filter.from && !filter.to) return null;
  return {
    ...(filter.from && { gte: startOfLocalDay(filter.from, ctx.timeZone) }),
    ...(filter.to && { lt: startOfLocalDay(nextDay(filter.to), ctx.timeZone) }),
  };
}

export interface Candidate {
  id: string;
  status: number;
  placedAt: Date;
}

const newestFirst = (a: Candidate, b: Candidate) => b.placedAt.getTime() - a.placedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The first string after every string that starts with prefix (code unit order); null when there is none. */
function prefixEnd(prefix: string): string | null {
  const last = prefix.charCodeAt(prefix.length - 1);
  return last >= 0xffff ? null : prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

export const ORDER_NUMBER = /^#?\s*(\d{1,9})$/;

/**
 * A status predicate the planner cannot mistake for the index to use: every order status is
 * "not a quotation" (no range on (merchantId, status, placedAt) that would then need a sort).
 */
export const statusIn = (statuses: readonly number[]) =>
  statuses.length === ORDER_STATUSES.length && ORDER_STATUSES.every((s) => statuses.includes(s)) ? { notIn: [...QUOTATION_STATUSES] } : { in: [...statuses] };

/**
 * The records a search matches among statuses: by order number when the text is one, else by
 * buyer name prefix (case-insensitive, on the lower-cased key). truncated: the name matched
 * more than the window; only the first ORDER_LIST_WINDOW (in name order) are returned.
 */
export async function searchCandidates(ctx: Ctx, search: string, statuses: readonly number[], range: Range | null): Promise<{ candidates: Candidate[]; truncated: boolean }> {
  const base = { merchantId: ctx.merchantId, status: statusIn(statuses), ...(range && { placedAt: range }) };
  const select = { id: true, status: true, placedAt: true } as const;
  const number = ORDER_NUMBER.exec(search);
  if (number) {
    const rows = await ctx.db.order.findMany({ where: { ...base, orderNo: Number(number[1]) }, select });
    return { candidates: rows, truncated: false };
  }
  const key = search.toLowerCase();
  const end = prefixEnd(key);
  const rows = await ctx.db.order.findMany({
    where: { ...base, buyerNameKey: { gte: key, ...(end !== null && { lt: end }) } },
    select: { ...select, buyerNameKey: true },
    orderBy: [{ buyerNameKey: 'asc' }],
    take: ORDER_LIST_WINDOW + 1,
  });
  const truncated = rows.length > ORDER_LIST_WINDOW;
  // The range is exact under a code-point collation; the prefix check keeps any other one honest.
  const candidates = rows.slice(0, ORDER_LIST_WINDOW).filter((r) => r.buyerNameKey.startsWith(key));
  return { candidates: candidates.map(({ id, status, placedAt }) => ({ id, status, placedAt })), truncated };
}

export interface BoundedCount {
  count: number;
  capped: boolean;
}

/** How many records have status (in range), counting at most the window. */
export async function countStatus(ctx: Ctx, status: number, range: Range | null): Promise<BoundedCount> {
  // The order matches the index: without it Prisma orders the bounded subquery by id, and the
  // database walks the primary key through every order of the merchant.
  const n = await ctx.db.order.count({
    where: { merchantId: ctx.merchantId, status, ...(range && { placedAt: range }) },
    orderBy: { placedAt: 'desc' },
    take: ORDER_LIST_WINDOW + 1,
  });
  return { count: Math.min(n, ORDER_LIST_WINDOW), capped: n > ORDER_LIST_WINDOW };
}

/** The sum of bounded counts, itself bounded by the window. */
export function sumCounts(counts: readonly BoundedCount[]): BoundedCount {
  const sum = counts.reduce((s, c) => s + c.count, 0);
  return { count: Math.min(ORDER_LIST_WINDOW, sum), capped: counts.some((c) => c.capped) || sum > ORDER_LIST_WINDOW };
}

/** How many of a search's matches have one of statuses (exact: matches are at most the window). */
export function countCandidates(candidates: readonly Candidate[], statuses: readonly number[]): BoundedCount {
  return { count: candidates.filter((c) => statuses.includes(c.status)).length, capped: false };
}

/**
 * The ids of one page, newest first, among statuses. allStatuses (every order status) reads
 * the (merchantId, placedAt) index once; otherwise each status is read on its own index range
 * and the heads merged. Pages beyond the window are empty.
 */
export async function pageIds(
  ctx: Ctx,
  statuses: readonly number[],
  range: Range | null,
  page: { page: number; pageSize: number },
  allStatuses = false,
): Promise<string[]> {
  const skip = (page.page - 1) * page.pageSize;
  if (skip >= ORDER_LIST_WINDOW || statuses.length === 0) return [];
  const orderBy = [{ placedAt: 'desc' as const }, { id: 'desc' as const }];
  const select = { id: true, status: true, placedAt: true } as const;
  const where = { merchantId: ctx.merchantId, ...(range && { placedAt: range }) };
  if (allStatuses || statuses.length === 1) {
    const status = allStatuses ? statusIn(ORDER_STATUSES) : statuses[0]!;
    const rows = await ctx.db.order.findMany({ where: { ...where, status }, select: { id: true }, orderBy, skip, take: page.pageSize });
    return rows.map((r) => r.id);
  }
  const heads: Candidate[] = [];
  for (const status of statuses) heads.push(...(await ctx.db.order.findMany({ where: { ...where, status }, select, orderBy, take: skip + page.pageSize })));
  return heads
    .sort(newestFirst)
    .slice(skip, skip + page.pageSize)
    .map((r) => r.id);
}

/** One page of candidates (a search's matches) among statuses, newest first. */
export function pageOfCandidates(candidates: readonly Candidate[], statuses: readonly number[], page: { page: number; pageSize: number }): string[] {
  const skip = (page.page - 1) * page.pageSize;
  return candidates
    .filter((c) => statuses.includes(c.status))
    .sort(newestFirst)
    .slice(skip, skip + page.pageSize)
    .map((c) => c.id);
}
