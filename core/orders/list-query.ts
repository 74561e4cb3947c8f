import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
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
 * A list call is a handful of statements: a statement's round trip and planning cost more than
 * these reads, so counts, merges and searches are each done in one.
 */

export type Range = { gte?: Date; lt?: Date };

export interface BoundedCount {
  count: number;
  capped: boolean;
}

type Page = { page: number; pageSize: number };

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

/** The placedAt bounds as SQL conditions (empty for none). */
const placedSql = (range: Range | null) =>
  Prisma.sql`${range?.gte ? Prisma.sql` AND "placedAt" >= ${range.gte}` : Prisma.empty}${range?.lt ? Prisma.sql` AND "placedAt" < ${range.lt}` : Prisma.empty}`;

/** The first string after every string that starts with prefix (code unit order); null when there is none. */
export function prefixEnd(prefix: string): string | null {
  const last = prefix.charCodeAt(prefix.length - 1);
  return last >= 0xffff ? null : prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

export const ORDER_NUMBER = /^#?\s*(\d{1,9})$/;

const everyOrderStatus = (statuses: readonly number[]) => statuses.length === ORDER_STATUSES.length && ORDER_STATUSES.every((s) => statuses.includes(s));

/**
 * A status predicate the planner cannot mistake for the index to use: every order status is
 * "not a quotation" (no range on (merchantId, status, placedAt) that would then need a sort).
 */
export const statusIn = (statuses: readonly number[]) => (everyOrderStatus(statuses) ? { notIn: [...QUOTATION_STATUSES] } : { in: [...statuses] });

/** statusIn in SQL; no status matches nothing. */
function statusSql(statuses: readonly number[]): Prisma.Sql {
  if (statuses.length === 0) return Prisma.sql`1 = 0`;
  return everyOrderStatus(statuses) ? Prisma.sql`"status" NOT IN (${Prisma.join(QUOTATION_STATUSES)})` : Prisma.sql`"status" IN (${Prisma.join(statuses)})`;
}

/**
 * How many records have each status (in range), each counting at most the window: one statement
 * whose one subquery, planned once, reads the newest window + 1 entries of
 * (merchantId, status, placedAt) for each status.
 */
export async function countStatuses(ctx: Ctx, statuses: readonly number[], range: Range | null): Promise<Map<number, BoundedCount>> {
  const wanted = Prisma.join(statuses.map((status) => Prisma.sql`(CAST(${status} AS INTEGER))`));
  const rows = await ctx.db.$queryRaw<{ status: number | bigint; n: number | bigint }[]>`
    WITH wanted(status) AS (VALUES ${wanted})
    SELECT wanted.status AS "status", (
      SELECT COUNT(*) FROM (
        SELECT 1 FROM "Order" WHERE "merchantId" = ${ctx.merchantId} AND "status" = wanted.status${placedSql(range)}
        ORDER BY "placedAt" DESC LIMIT ${ORDER_LIST_WINDOW + 1}
      ) AS bounded
    ) AS "n" FROM wanted`;
  const counted = new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
  return new Map(statuses.map((status) => [status, bounded(counted.get(status) ?? 0)]));
}

const bounded = (n: number): BoundedCount => ({ count: Math.min(n, ORDER_LIST_WINDOW), capped: n > ORDER_LIST_WINDOW });

/** The sum of bounded counts, itself bounded by the window. */
export function sumCounts(counts: readonly BoundedCount[]): BoundedCount {
  const sum = counts.reduce((s, c) => s + c.count, 0);
  return { count: Math.min(ORDER_LIST_WINDOW, sum), capped: counts.some((c) => c.capped) || sum > ORDER_LIST_WINDOW };
}

/**
 * The ids of one page, newest first, among statuses. allStatuses (every order status) reads
 * the (merchantId, placedAt) index once; otherwise each status is read on its own index range
 * and the heads merged, in one statement. Pages beyond the window are empty.
 */
export async function pageIds(ctx: Ctx, statuses: readonly number[], range: Range | null, page: Page, allStatuses = false): Promise<string[]> {
  const skip = (page.page - 1) * page.pageSize;
  if (skip >= ORDER_LIST_WINDOW || statuses.length === 0) return [];
  const orderBy = [{ placedAt: 'desc' as const }, { id: 'desc' as const }];
  if (allStatuses || statuses.length === 1) {
    const status = allStatuses ? statusIn(ORDER_STATUSES) : statuses[0]!;
    const rows = await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, status, ...(range && { placedAt: range }) }, select: { id: true }, orderBy, skip, take: page.pageSize });
    return rows.map((r) => r.id);
  }
  // The newest skip + pageSize of each status, merged by the database.
  const heads = statuses.map(
    (status) =>
      Prisma.sql`SELECT * FROM (SELECT "id", "placedAt" FROM "Order" WHERE "merchantId" = ${ctx.merchantId} AND "status" = ${status}${placedSql(range)} ORDER BY "placedAt" DESC, "id" DESC LIMIT ${skip + page.pageSize}) AS "head"`,
  );
  const rows = await ctx.db.$queryRaw<{ id: string }[]>`SELECT "id" FROM (${Prisma.join(heads, ' UNION ALL ')}) AS "heads" ORDER BY "placedAt" DESC, "id" DESC LIMIT ${page.pageSize} OFFSET ${skip}`;
  return rows.map((r) => r.id);
}

/**
 * What a search reads among statuses (in range), as a range of one index: an order number, or a
 * buyer name prefix (case-insensitive, on the lower-cased key); and the check each read row must
 * pass. The name range is exact under a code-point collation; the prefix check keeps any other
 * one honest. The check is not in the read itself, where the planner would misjudge how many
 * rows it keeps and sort the whole range rather than read the index in order.
 */
function searchSql(ctx: Ctx, search: string, statuses: readonly number[], range: Range | null): { read: Prisma.Sql; check: Prisma.Sql } {
  const base = Prisma.sql`"merchantId" = ${ctx.merchantId} AND ${statusSql(statuses)}${placedSql(range)}`;
  const number = ORDER_NUMBER.exec(search);
  if (number) return { read: Prisma.sql`${base} AND "orderNo" = ${Number(number[1])}`, check: Prisma.sql`1 = 1` };
  const key = search.toLowerCase();
  const end = prefixEnd(key);
  return {
    read: Prisma.sql`${base} AND "buyerNameKey" >= ${key}${end === null ? Prisma.empty : Prisma.sql` AND "buyerNameKey" < ${end}`}`,
    check: Prisma.sql`substr("buyerNameKey", 1, CAST(${[...key].length} AS INTEGER)) = ${key}`,
  };
}

export interface SearchResult {
  /** Matches per status of the list. */
  counts: Map<number, BoundedCount>;
  /** The page's ids among the shown statuses, newest first. */
  ids: string[];
  /** The name matched more than the window: only the first ORDER_LIST_WINDOW, in name order, are counted and paged. */
  truncated: boolean;
}

/**
 * A search of the list's statuses, counted per status, and one page of its matches among the
 * shown statuses: one statement that reads the index once (at most the window + 1 entries of the
 * name or number range) and sends back the counts and the page's ids only.
 */
export async function searchList(ctx: Ctx, search: string, statuses: readonly number[], shown: readonly number[], range: Range | null, page: Page): Promise<SearchResult> {
  const skip = (page.page - 1) * page.pageSize;
  type Row = { kind: string; status: number | bigint | null; n: number | bigint | null; id: string | null; placedAt: Date | string | null };
  const { read, check } = searchSql(ctx, search, statuses, range);
  // The first window + 1 rows in name order, numbered (the one beyond the window only says that
  // the search was cut), then the matches among the first window.
  const rows = await ctx.db.$queryRaw<Row[]>`
    WITH "matches" AS (
      SELECT "id", "status", "placedAt", "buyerNameKey", ROW_NUMBER() OVER (ORDER BY "buyerNameKey" ROWS UNBOUNDED PRECEDING) AS "nth"
      FROM "Order" WHERE ${read} ORDER BY "buyerNameKey" LIMIT ${ORDER_LIST_WINDOW + 1}
    ),
    "hits" AS (SELECT "id", "status", "placedAt" FROM "matches" WHERE "nth" <= ${ORDER_LIST_WINDOW} AND ${check})
    SELECT * FROM (
      SELECT 'page' AS "kind", CAST(NULL AS INTEGER) AS "status", CAST(NULL AS BIGINT) AS "n", "id", "placedAt" FROM "hits"
      WHERE ${statusSql(shown)} ORDER BY "placedAt" DESC, "id" DESC LIMIT ${page.pageSize} OFFSET ${skip}
    ) AS "page"
    UNION ALL SELECT 'count', "status", COUNT(*), NULL, NULL FROM "hits" GROUP BY "status"
    UNION ALL SELECT 'beyond', NULL, COUNT(*), NULL, NULL FROM "matches" WHERE "nth" > ${ORDER_LIST_WINDOW}`;
  const counted = new Map(rows.filter((r) => r.kind === 'count').map((r) => [Number(r.status), Number(r.n)]));
  const pageRows = rows.filter((r) => r.kind === 'page').map((r) => ({ id: r.id!, at: new Date(r.placedAt!).getTime() }));
  return {
    counts: new Map(statuses.map((status) => [status, { count: counted.get(status) ?? 0, capped: false }])),
    // Sorted again: the order of a union's rows is the database's choice.
    ids: pageRows.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((r) => r.id),
    truncated: rows.some((r) => r.kind === 'beyond' && Number(r.n) > 0),
  };
}
