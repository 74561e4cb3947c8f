import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { SOLD_STATUSES } from '../products-sold-report/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { startOfLocalDay } from '../shared/time.ts';
import { chartBuckets, type ReportDays } from './period.ts';
import type { PerformanceSort } from './sales-options.ts';
import { REPORT_ORDER_STATUSES } from './sales-statuses.ts';

/** Instants from gte (included) to lt (excluded). */
export interface Span {
  gte: Date;
  lt: Date;
}

/** A report's bars ('YYYY-MM-DD' days or 'YYYY-MM' months) and the first instant of each in the merchant's time zone (the first is the period's start). */
export function bucketsOf(days: ReportDays, timeZone: string): { names: string[]; starts: Date[] } {
  const names = chartBuckets(days);
  return { names, starts: names.map((name, i) => (i === 0 ? days.gte : startOfLocalDay(days.grain === 'day' ? name : `${name}-01`, timeZone))) };
}

/**
 * The bucket index of column as SQL, by the buckets' first instants: a balanced tree of
 * comparisons (computed here, so daylight saving is the time-zone library's business and the
 * SQL is the same on both engines). A row costs log2(buckets) comparisons, not one per bucket:
 * a lifetime of 120 months is 7.
 */
function bucketIndex(column: Prisma.Sql, starts: readonly Date[], lo = 0, hi = starts.length - 1): Prisma.Sql {
  if (lo === hi) return Prisma.raw(String(lo));
  const mid = (lo + hi + 1) >> 1;
  return Prisma.sql`CASE WHEN ${column} < ${starts[mid]} THEN ${bucketIndex(column, starts, lo, mid - 1)} ELSE ${bucketIndex(column, starts, mid, hi)} END`;
}

/** Counts and sums come back as number, bigint or (PostgreSQL's numeric) text. */
type Count = number | bigint | string | null;
const num = (value: Count | undefined): number => Number(value ?? 0);

export interface StatusTotals {
  bucket: number;
  status: number;
  orders: number;
  amountSen: number;
}

/**
 * Orders placed in span (statuses 1 to 9) and their totals by bucket (starts: each bucket's
 * first instant, the first span.gte) and status: one statement on (merchantId, status, placedAt).
 * A report reads its period and the one before it at once, the earlier as bucket 0.
 */
export async function statusTotals(ctx: Ctx, span: Span, starts: readonly Date[]): Promise<StatusTotals[]> {
  const rows = await ctx.db.$queryRaw<{ bucket: Count; status: Count; orders: Count; amount: Count }[]>`
    SELECT "bucket", "status", COUNT(*) AS "orders", CAST(SUM("totalSen") AS BIGINT) AS "amount" FROM (
      SELECT ${bucketIndex(Prisma.raw('"placedAt"'), starts)} AS "bucket", "status", "totalSen"
      FROM "Order"
      WHERE "merchantId" = ${ctx.merchantId} AND "status" IN (${Prisma.join(REPORT_ORDER_STATUSES)})
        AND "placedAt" >= ${span.gte} AND "placedAt" < ${span.lt}
    ) AS "placed" GROUP BY "bucket", "status"`;
  return rows.map((r) => ({ bucket: num(r.bucket), status: num(r.status), orders: num(r.orders), amountSen: num(r.amount) }));
}

/** The sold orders placed in span with their lines, as SQL to select from (o: the order, i: the line). */
const soldLines = (ctx: Ctx, span: Span) => Prisma.sql`
  FROM "Order" AS "o" JOIN "OrderItem" AS "i" ON "i"."merchantId" = "o"."merchantId" AND "i"."orderId" = "o"."id"
  WHERE "o"."merchantId" = ${ctx.merchantId} AND "o"."status" IN (${Prisma.join(SOLD_STATUSES)})
    AND "o"."placedAt" >= ${span.gte} AND "o"."placedAt" < ${span.lt}`;

/** Units of the sold orders placed in span, a number a bucket: the orders read as statusTotals does, their lines through (merchantId, orderId). */
export async function soldUnits(ctx: Ctx, span: Span, starts: readonly Date[]): Promise<number[]> {
  const rows = await ctx.db.$queryRaw<{ bucket: Count; units: Count }[]>`
    SELECT "bucket", CAST(SUM("qty") AS BIGINT) AS "units" FROM (
      SELECT ${bucketIndex(Prisma.raw('"o"."placedAt"'), starts)} AS "bucket", "i"."qty" ${soldLines(ctx, span)}
    ) AS "sold" GROUP BY "bucket"`;
  const units = starts.map(() => 0);
  for (const r of rows) units[num(r.bucket)] = num(r.units);
  return units;
}

export interface ProductTotals {
  key: string;
  productId: string | null;
  /** As a line of it says (the caller looks up the product's own). */
  name: string;
  sku: string;
  orders: number;
  units: number;
  salesSen: number;
}

/** Every product of the period together: how many, and their units and sales. */
export interface ProductSummary {
  products: number;
  units: number;
  salesSen: number;
}

/** A line's product: its product id, or for a mix-and-match set (no product) set:{the set's id}. */
const PRODUCT_KEY = Prisma.sql`COALESCE("i"."productId", 'set:' || COALESCE("i"."promotionId", "i"."name"))`;

const ORDER_BY: Record<PerformanceSort, Prisma.Sql> = {
  revenue: Prisma.sql`"sales" DESC, "units" DESC, "key"`,
  units: Prisma.sql`"units" DESC, "sales" DESC, "key"`,
  orders: Prisma.sql`"orders" DESC, "sales" DESC, "key"`,
};

/** Every product of the sold orders placed in span, together: one statement, for a page past the last (which holds no row to carry them). */
async function productSummary(ctx: Ctx, span: Span): Promise<ProductSummary> {
  const [row] = await ctx.db.$queryRaw<{ products: Count; units: Count; sales: Count }[]>`
    SELECT COUNT(DISTINCT ${PRODUCT_KEY}) AS "products", CAST(SUM("i"."qty") AS BIGINT) AS "units", CAST(SUM("i"."finalPriceSen") AS BIGINT) AS "sales" ${soldLines(ctx, span)}`;
  return { products: num(row?.products), units: num(row?.units), salesSen: num(row?.sales) };
}

/**
 * A page of the products of the sold orders placed in span, sorted, with their orders, units
 * and sales, and every product's together (window sums over the groups, so one statement does
 * both): aggregated and paged in the database.
 */
export async function productPage(ctx: Ctx, span: Span, sort: PerformanceSort, skip: number, take: number): Promise<{ rows: ProductTotals[]; summary: ProductSummary }> {
  const rows = await ctx.db.$queryRaw<{ key: string; productId: string | null; name: string; sku: string; orders: Count; units: Count; sales: Count; products: Count; allUnits: Count; allSales: Count }[]>`
    SELECT "key", MAX("productId") AS "productId", MAX("name") AS "name", MAX("sku") AS "sku",
           COUNT(DISTINCT "orderId") AS "orders", CAST(SUM("qty") AS BIGINT) AS "units", CAST(SUM("finalPriceSen") AS BIGINT) AS "sales",
           COUNT(*) OVER () AS "products", CAST(SUM(SUM("qty")) OVER () AS BIGINT) AS "allUnits", CAST(SUM(SUM("finalPriceSen")) OVER () AS BIGINT) AS "allSales"
    FROM (
      SELECT ${PRODUCT_KEY} AS "key", "i"."productId", "i"."name", "i"."sku", "i"."orderId", "i"."qty", "i"."finalPriceSen" ${soldLines(ctx, span)}
    ) AS "lines" GROUP BY "key" ORDER BY ${ORDER_BY[sort]} LIMIT ${take} OFFSET ${skip}`;
  const first = rows[0];
  const summary = first ? { products: num(first.products), units: num(first.allUnits), salesSen: num(first.allSales) } : skip > 0 ? await productSummary(ctx, span) : { products: 0, units: 0, salesSen: 0 };
  return {
    rows: rows.map((r) => ({ key: r.key, productId: r.productId, name: r.name, sku: r.sku, orders: num(r.orders), units: num(r.units), salesSen: num(r.sales) })),
    summary,
  };
}
