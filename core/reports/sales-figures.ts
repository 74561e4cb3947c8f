import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { ProductTotals } from '../orders/sales-days.ts';
import type { Ctx } from '../shared/context.ts';
import type { ReportDays } from './period.ts';
import { periodRows } from './period-rows.ts';
import type { PerformanceSort } from './sales-options.ts';

/**
 * The sales reports read the sums core/orders/sales-days.ts keeps as orders are placed and
 * move: SalesDay (orders by day or month and status) and ProductSalesDay (the sold orders'
 * products). A period reads a month row for each whole month and day rows for the rest, so a
 * year is a few dozen rows, whatever the shop sells.
 */

/** A report's days: its range, and whether its chart goes by day or by month. */
export type SalesDays = Pick<ReportDays, 'from' | 'to' | 'grain'>;

/** Counts and sums come back as number, bigint or (PostgreSQL's numeric) text. */
type Count = number | bigint | string | null;
const num = (value: Count | undefined): number => Number(value ?? 0);

/** The bar a row of a day or a month falls in. */
const bucketOf = (period: string, grain: SalesDays['grain']) => (grain === 'month' ? period.slice(0, 7) : period);

export interface StatusTotals {
  /** The chart's bar: 'YYYY-MM-DD', or 'YYYY-MM' for a monthly grain. */
  bucket: string;
  status: number;
  orders: number;
  amountSen: number;
}

/** The orders placed in the days by bar and status (statuses 1 to 9): day rows for a chart of days. */
export async function statusTotals(ctx: Ctx, days: SalesDays): Promise<StatusTotals[]> {
  const rows = await ctx.db.$queryRaw<{ period: string; status: Count; orders: Count; total: Count }[]>`
    SELECT "period", "status", "orders", "totalSen" AS "total" FROM "SalesDay"
    WHERE "merchantId" = ${ctx.merchantId} AND ${periodRows(days.from, days.to, days.grain === 'month')}`;
  const out = new Map<string, StatusTotals>();
  for (const r of rows) {
    const bucket = bucketOf(r.period, days.grain);
    const status = num(r.status);
    const t = out.get(`${bucket}|${status}`) ?? { bucket, status, orders: 0, amountSen: 0 };
    t.orders += num(r.orders);
    t.amountSen += num(r.total);
    out.set(`${bucket}|${status}`, t);
  }
  return [...out.values()];
}

/** Units of the sold orders placed in the days, by bar. */
export async function soldUnits(ctx: Ctx, days: SalesDays): Promise<Map<string, number>> {
  const rows = await ctx.db.$queryRaw<{ period: string; units: Count }[]>`
    SELECT "period", CAST(SUM("units") AS BIGINT) AS "units" FROM "ProductSalesDay"
    WHERE "merchantId" = ${ctx.merchantId} AND ${periodRows(days.from, days.to, days.grain === 'month')}
    GROUP BY "period"`;
  const units = new Map<string, number>();
  for (const r of rows) {
    const bucket = bucketOf(r.period, days.grain);
    units.set(bucket, (units.get(bucket) ?? 0) + num(r.units));
  }
  return units;
}

/** Every product of the period together: how many, and their units and sales. */
export interface ProductSummary {
  products: number;
  units: number;
  salesSen: number;
}

const ORDER_BY: Record<PerformanceSort, Prisma.Sql> = {
  revenue: Prisma.sql`"sales" DESC, "units" DESC, "key"`,
  units: Prisma.sql`"units" DESC, "sales" DESC, "key"`,
  orders: Prisma.sql`"orders" DESC, "sales" DESC, "key"`,
};

/** A product still sold in the period: an order that was sold and then cancelled or refunded is taken back. */
const SOLD = Prisma.sql`SUM("orders") > 0`;

const productRows = (ctx: Ctx, days: SalesDays) => Prisma.sql`FROM "ProductSalesDay" WHERE "merchantId" = ${ctx.merchantId} AND ${periodRows(days.from, days.to)}`;

/** Every product of the sold orders placed in the days, together: one statement, for a page past the last (which holds no row to carry them). */
async function productSummary(ctx: Ctx, days: SalesDays): Promise<ProductSummary> {
  const [row] = await ctx.db.$queryRaw<{ products: Count; units: Count; sales: Count }[]>`
    SELECT COUNT(*) AS "products", CAST(SUM("units") AS BIGINT) AS "units", CAST(SUM("sales") AS BIGINT) AS "sales" FROM (
      SELECT "key", SUM("units") AS "units", SUM("salesSen") AS "sales" ${productRows(ctx, days)} GROUP BY "key" HAVING ${SOLD}
    ) AS "products"`;
  return { products: num(row?.products), units: num(row?.units), salesSen: num(row?.sales) };
}

/**
 * A page of the products of the sold orders placed in the days, sorted, with their orders,
 * units and sales, and every product's together (window sums over the groups, so one statement
 * does both). An order counts once for each product: it was placed on one day.
 */
export async function productPage(ctx: Ctx, days: SalesDays, sort: PerformanceSort, skip: number, take: number): Promise<{ rows: ProductTotals[]; summary: ProductSummary }> {
  const rows = await ctx.db.$queryRaw<{ key: string; productId: string | null; name: string; sku: string; orders: Count; units: Count; sales: Count; products: Count; allUnits: Count; allSales: Count }[]>`
    SELECT "key", MAX("productId") AS "productId", MAX("name") AS "name", MAX("sku") AS "sku",
           SUM("orders") AS "orders", CAST(SUM("units") AS BIGINT) AS "units", CAST(SUM("salesSen") AS BIGINT) AS "sales",
           COUNT(*) OVER () AS "products", CAST(SUM(SUM("units")) OVER () AS BIGINT) AS "allUnits", CAST(SUM(SUM("salesSen")) OVER () AS BIGINT) AS "allSales"
    ${productRows(ctx, days)}
    GROUP BY "key" HAVING ${SOLD} ORDER BY ${ORDER_BY[sort]} LIMIT ${take} OFFSET ${skip}`;
  const first = rows[0];
  const summary = first ? { products: num(first.products), units: num(first.allUnits), salesSen: num(first.allSales) } : skip > 0 ? await productSummary(ctx, days) : { products: 0, units: 0, salesSen: 0 };
  return {
    rows: rows.map((r) => ({ key: r.key, productId: r.productId, name: r.name, sku: r.sku, orders: num(r.orders), units: num(r.units), salesSen: num(r.sales) })),
    summary,
  };
}
