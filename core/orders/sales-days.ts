import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { fromBigInt } from '../db/bigint.ts';
import { chunks } from '../shared/chunks.ts';
import type { Ctx } from '../shared/context.ts';
import { localDate } from '../shared/time.ts';
import { QUOTATION_STATE, REFERRAL_PAID_STATUSES, isOrderStatusId } from './constants.ts';

/**
 * SalesDay and ProductSalesDay are the sales reports' sums: the orders of each day and month of
 * the merchant's calendar by status, and the sold orders' products. Every writer of an order's
 * status or total passes its change through countSalesChanges in its own transaction, so the
 * sums move with the orders (signed increments: two writers of one day never overwrite each
 * other). The day is the order's placing day in the merchant's time zone at the time of the
 * change. rebuildSales (sales-days-rebuild.ts) counts them again from the orders.
 */

/** What the sums need of a context: a back-office user's, a scheduled run's or a storefront's. */
export type SalesCtx = Pick<Ctx, 'db' | 'merchantId' | 'timeZone'>;

/** What an order counts as: its status and total (null: not an order, as before it was placed). */
export interface SalesState {
  status: number;
  totalSen: number;
}

export interface SalesChange {
  orderId: string;
  placedAt: Date;
  before: SalesState | null;
  after: SalesState | null;
}

/** An order line as ProductSalesDay counts it. */
export interface SalesLine {
  orderId: string;
  productId: string | null;
  promotionId: string | null;
  name: string;
  sku: string;
  qty: number;
  finalPriceSen: number | bigint;
}

const QUOTATIONS: readonly number[] = Object.values(QUOTATION_STATE);
const counted = (s: SalesState | null): s is SalesState => s !== null && isOrderStatusId(s.status) && !QUOTATIONS.includes(s.status);
const sold = (s: SalesState | null) => s !== null && (REFERRAL_PAID_STATUSES as readonly number[]).includes(s.status);

/** A line's product in ProductSalesDay: its product, or for a mix-and-match set (no product) set:{the set}. */
export const productKeyOf = (line: Pick<SalesLine, 'productId' | 'promotionId' | 'name'>) => line.productId ?? `set:${line.promotionId ?? line.name}`;

/** The day of an instant and its month: the two periods a change is counted in. */
const periodsOf = (day: string) => [day, day.slice(0, 7)];

interface StatusSum {
  period: string;
  status: number;
  orders: number;
  totalSen: number;
}

/** A product's sums in ProductSalesDay, as the writers add them and the sales reports read them. */
export interface ProductTotals {
  key: string;
  productId: string | null;
  /** As a line of it says (a report looks up the product's own). */
  name: string;
  sku: string;
  orders: number;
  units: number;
  salesSen: number;
}

type ProductSum = ProductTotals & { period: string };

async function addStatusSums(ctx: SalesCtx, sums: StatusSum[]): Promise<void> {
  for (const part of chunks(sums, 200)) {
    const values = part.map((s) => Prisma.sql`(${ctx.merchantId}, ${s.period}, ${s.status}, ${s.orders}, ${s.totalSen})`);
    await ctx.db.$executeRaw`
      INSERT INTO "SalesDay" ("merchantId", "period", "status", "orders", "totalSen") VALUES ${Prisma.join(values)}
      ON CONFLICT ("merchantId", "period", "status") DO UPDATE SET
        "orders" = "SalesDay"."orders" + excluded."orders", "totalSen" = "SalesDay"."totalSen" + excluded."totalSen"`;
  }
}

async function addProductSums(ctx: SalesCtx, sums: ProductSum[]): Promise<void> {
  for (const part of chunks(sums, 100)) {
    const values = part.map((s) => Prisma.sql`(${ctx.merchantId}, ${s.period}, ${s.key}, ${s.productId}, ${s.name}, ${s.sku}, ${s.orders}, ${s.units}, ${s.salesSen})`);
    await ctx.db.$executeRaw`
      INSERT INTO "ProductSalesDay" ("merchantId", "period", "key", "productId", "name", "sku", "orders", "units", "salesSen") VALUES ${Prisma.join(values)}
      ON CONFLICT ("merchantId", "period", "key") DO UPDATE SET
        "orders" = "ProductSalesDay"."orders" + excluded."orders", "units" = "ProductSalesDay"."units" + excluded."units",
        "salesSen" = "ProductSalesDay"."salesSen" + excluded."salesSen"`;
  }
}

async function linesOf(ctx: SalesCtx, orderIds: string[]): Promise<SalesLine[]> {
  const lines: SalesLine[] = [];
  for (const part of chunks(orderIds)) {
    lines.push(
      ...(await ctx.db.orderItem.findMany({
        where: { merchantId: ctx.merchantId, orderId: { in: part } },
        select: { orderId: true, productId: true, promotionId: true, name: true, sku: true, qty: true, finalPriceSen: true },
      })),
    );
  }
  return lines;
}

/**
 * Counts orders' changes: each takes back what its order counted before (when it was an order)
 * and adds what it counts after. Products move only when an order becomes sold or stops being
 * sold; their lines are read unless given (an order being placed has them at hand).
 */
export async function countSalesChanges(ctx: SalesCtx, changes: readonly SalesChange[], lines?: readonly SalesLine[]): Promise<void> {
  const statusSums = new Map<string, StatusSum>();
  const addStatus = (day: string, s: SalesState, sign: 1 | -1) => {
    for (const period of periodsOf(day)) {
      const id = `${period}|${s.status}`;
      const sum = statusSums.get(id) ?? { period, status: s.status, orders: 0, totalSen: 0 };
      sum.orders += sign;
      sum.totalSen += sign * s.totalSen;
      statusSums.set(id, sum);
    }
  };
  const flips = new Map<string, { day: string; sign: 1 | -1 }>();
  for (const c of changes) {
    const day = localDate(c.placedAt, ctx.timeZone);
    if (counted(c.before)) addStatus(day, c.before, -1);
    if (counted(c.after)) addStatus(day, c.after, 1);
    if (sold(c.before) !== sold(c.after)) flips.set(c.orderId, { day, sign: sold(c.after) ? 1 : -1 });
  }
  await addStatusSums(ctx, [...statusSums.values()].filter((s) => s.orders !== 0 || s.totalSen !== 0));
  if (flips.size === 0) return;

  const productSums = new Map<string, ProductSum>();
  const orderKeys = new Set<string>();
  for (const line of lines ?? (await linesOf(ctx, [...flips.keys()]))) {
    const flip = flips.get(line.orderId);
    if (!flip) continue;
    const key = productKeyOf(line);
    // An order counts once for each of its products, however many lines it has of one.
    const firstLine = !orderKeys.has(`${line.orderId}|${key}`);
    orderKeys.add(`${line.orderId}|${key}`);
    for (const period of periodsOf(flip.day)) {
      const id = `${period}|${key}`;
      const sum = productSums.get(id) ?? { period, key, productId: line.productId, name: line.name, sku: line.sku, orders: 0, units: 0, salesSen: 0 };
      if (firstLine) sum.orders += flip.sign;
      sum.units += flip.sign * line.qty;
      sum.salesSen += flip.sign * fromBigInt(line.finalPriceSen);
      productSums.set(id, sum);
    }
  }
  await addProductSums(ctx, [...productSums.values()]);
}

/** The orders' placing instants and what they count as now, by id: a writer reads them before its change. */
export async function salesStatesOf(ctx: SalesCtx, orderIds: readonly string[]): Promise<Map<string, { placedAt: Date } & SalesState>> {
  const out = new Map<string, { placedAt: Date } & SalesState>();
  for (const part of chunks([...new Set(orderIds)])) {
    const rows = await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, id: { in: part } }, select: { id: true, placedAt: true, status: true, totalSen: true } });
    for (const r of rows) out.set(r.id, { placedAt: r.placedAt, status: r.status, totalSen: fromBigInt(r.totalSen) });
  }
  return out;
}
