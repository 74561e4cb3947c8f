import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { insertMany, type BulkRow } from '../db/bulk-write.ts';
import { systemCtx, withTransaction, type BaseCtx, type Ctx } from '../shared/context.ts';
import { addDaysTo, localDate, startOfLocalDay } from '../shared/time.ts';
import { QUOTATION_STATE, REFERRAL_PAID_STATUSES } from './constants.ts';

/** Days aggregated by one statement: a year's day starts are a few hundred bound values. */
const DAYS_PER_STATEMENT = 366;

/**
 * The bucket index of column as SQL, by the buckets' first instants: a balanced tree of
 * comparisons (computed here, so daylight saving is the time-zone library's business and the
 * SQL is the same on both engines). A row costs log2(buckets) comparisons: a year's days are 9.
 */
function bucketIndex(column: Prisma.Sql, starts: readonly Date[], lo = 0, hi = starts.length - 1): Prisma.Sql {
  if (lo === hi) return Prisma.raw(String(lo));
  const mid = (lo + hi + 1) >> 1;
  return Prisma.sql`CASE WHEN ${column} < ${starts[mid]} THEN ${bucketIndex(column, starts, lo, mid - 1)} ELSE ${bucketIndex(column, starts, mid, hi)} END`;
}

type Count = number | bigint | string | null;
const num = (value: Count | undefined): number => Number(value ?? 0);

/** Adds a day's row to its month's, by the columns that are sums. */
function addToMonth(months: Map<string, Record<string, unknown>>, id: string, row: Record<string, unknown>, sums: readonly string[]): void {
  const month = months.get(id);
  if (!month) months.set(id, { ...row, period: String(row.period).slice(0, 7) });
  else for (const column of sums) month[column] = Number(month[column]) + Number(row[column]);
}

/** One span of days' sums: the orders by day and status, the sold orders' products by day. */
async function spanRows(tx: Ctx, days: string[]) {
  const starts = days.map((day) => startOfLocalDay(day, tx.timeZone));
  const gte = starts[0]!;
  const lt = startOfLocalDay(addDaysTo(days.at(-1)!, 1), tx.timeZone);
  const bucket = (column: string) => bucketIndex(Prisma.raw(column), starts);
  const quotations = Object.values(QUOTATION_STATE);
  const statuses = await tx.db.$queryRaw<{ bucket: Count; status: Count; orders: Count; total: Count }[]>`
    SELECT "bucket", "status", COUNT(*) AS "orders", CAST(SUM("totalSen") AS BIGINT) AS "total" FROM (
      SELECT ${bucket('"placedAt"')} AS "bucket", "status", "totalSen" FROM "Order"
      WHERE "merchantId" = ${tx.merchantId} AND "status" NOT IN (${Prisma.join(quotations)}) AND "placedAt" >= ${gte} AND "placedAt" < ${lt}
    ) AS "placed" GROUP BY "bucket", "status"`;
  const products = await tx.db.$queryRaw<{ bucket: Count; key: string; productId: string | null; name: string; sku: string; orders: Count; units: Count; sales: Count }[]>`
    SELECT "bucket", "key", MAX("productId") AS "productId", MIN("name") AS "name", MIN("sku") AS "sku",
           COUNT(DISTINCT "orderId") AS "orders", CAST(SUM("qty") AS BIGINT) AS "units", CAST(SUM("finalPriceSen") AS BIGINT) AS "sales" FROM (
      SELECT ${bucket('"o"."placedAt"')} AS "bucket", COALESCE("i"."productId", 'set:' || COALESCE("i"."promotionId", "i"."name")) AS "key",
             "i"."productId", "i"."name", "i"."sku", "i"."orderId", "i"."qty", "i"."finalPriceSen"
      FROM "Order" AS "o" JOIN "OrderItem" AS "i" ON "i"."merchantId" = "o"."merchantId" AND "i"."orderId" = "o"."id"
      WHERE "o"."merchantId" = ${tx.merchantId} AND "o"."status" IN (${Prisma.join(REFERRAL_PAID_STATUSES)}) AND "o"."placedAt" >= ${gte} AND "o"."placedAt" < ${lt}
    ) AS "sold" GROUP BY "bucket", "key"`;
  return {
    statuses: statuses.map((r) => ({ merchantId: tx.merchantId, period: days[num(r.bucket)]!, status: num(r.status), orders: num(r.orders), totalSen: num(r.total) })),
    products: products.map((r) => ({ merchantId: tx.merchantId, period: days[num(r.bucket)]!, key: r.key, productId: r.productId, name: r.name, sku: r.sku, orders: num(r.orders), units: num(r.units), salesSen: num(r.sales) })),
  };
}

/**
 * Counts a merchant's SalesDay and ProductSalesDay again from its orders, in one transaction:
 * for orders written by other means than the order screens (an upgrade from before the sums, a
 * migration of another shop's orders), and to repair sums. Days are the merchant's time zone's
 * now. Answers the days and products rows written.
 */
export async function rebuildSales(ctx: Ctx): Promise<{ days: number; productRows: number }> {
  return withTransaction(
    ctx,
    async (tx) => {
      await tx.db.salesDay.deleteMany({ where: { merchantId: tx.merchantId } });
      await tx.db.productSalesDay.deleteMany({ where: { merchantId: tx.merchantId } });
      const span = await tx.db.order.aggregate({ where: { merchantId: tx.merchantId }, _min: { placedAt: true }, _max: { placedAt: true } });
      if (!span._min.placedAt || !span._max.placedAt) return { days: 0, productRows: 0 };
      const last = localDate(span._max.placedAt, tx.timeZone);
      const statusMonths = new Map<string, BulkRow & Record<string, unknown>>();
      const productMonths = new Map<string, BulkRow & Record<string, unknown>>();
      let days = 0;
      let productRows = 0;
      for (let first = localDate(span._min.placedAt, tx.timeZone); first <= last; first = addDaysTo(first, DAYS_PER_STATEMENT)) {
        const spanDays = Array.from({ length: DAYS_PER_STATEMENT }, (_, i) => addDaysTo(first, i)).filter((day) => day <= last);
        const rows = await spanRows(tx, spanDays);
        await insertMany(tx, 'SalesDay', rows.statuses);
        await insertMany(tx, 'ProductSalesDay', rows.products);
        for (const r of rows.statuses) addToMonth(statusMonths, `${r.period.slice(0, 7)}|${r.status}`, r, ['orders', 'totalSen']);
        for (const r of rows.products) addToMonth(productMonths, `${r.period.slice(0, 7)}|${r.key}`, r, ['orders', 'units', 'salesSen']);
        days += new Set(rows.statuses.map((r) => r.period)).size;
        productRows += rows.products.length;
      }
      await insertMany(tx, 'SalesDay', [...statusMonths.values()]);
      await insertMany(tx, 'ProductSalesDay', [...productMonths.values()]);
      return { days, productRows };
    },
    600_000,
  );
}

export interface SalesRecount {
  merchants: { merchantId: string; merchantName: string; days: number; productRows: number; error?: string }[];
  failed: number;
}

/**
 * rebuildSales for every merchant (or one): after an upgrade from before the sums, after orders
 * were brought over by other means, and after a merchant's time zone changed (its orders' days
 * move). A merchant that fails does not stop the others.
 */
export async function recountSales(base: BaseCtx, merchantId?: string): Promise<SalesRecount> {
  const merchants = await base.db.merchant.findMany({ where: merchantId ? { id: merchantId } : {}, select: { id: true, name: true, timeZone: true }, orderBy: { createdAt: 'asc' } });
  const run: SalesRecount = { merchants: [], failed: 0 };
  for (const m of merchants) {
    try {
      run.merchants.push({ merchantId: m.id, merchantName: m.name, ...(await rebuildSales(systemCtx(base, m))) });
    } catch (error) {
      run.merchants.push({ merchantId: m.id, merchantName: m.name, days: 0, productRows: 0, error: (error as Error).message });
      run.failed += 1;
    }
  }
  return run;
}
