/**
 * A shop whose orders the sales reports' tests count by hand: October 2026 against the 31 days
 * before it (31 August to 30 September), in Kuala Lumpur time (UTC+8). Orders and lines are
 * written straight to the database: the reports read statuses, totals, instants and lines only.
 */
import { rebuildSales } from '../../core/orders/sales-days-rebuild.ts';
import { baseContext, systemCtx } from '../../core/shared/context.ts';
import type { Runtime } from '../../server/runtime.ts';
import { productForm, testRequest } from './fixtures.ts';
import { orderRow } from './home-rows.ts';
import { seedShop, type SeededShop } from './orders.ts';

/** 10 November 2026, 09:00 in Kuala Lumpur: "now" for the periods that depend on it. */
export const REPORT_NOW = new Date('2026-11-10T01:00:00Z');
export const OCTOBER = { period: 'custom', from: '2026-10-01', to: '2026-10-31' } as const;
export const TEA_NAME = '茉莉花茶';

interface Line {
  product: 'shirt' | 'cap' | 'tea' | 'set';
  qty: number;
  sen: number;
}

interface SeedOrder {
  no: number;
  status: number;
  /** The instant, with the Kuala Lumpur time in the comment beside it. */
  at: string;
  totalSen: number;
  lines?: Line[];
}

// Kuala Lumpur times in the comments.
export const SALES_ORDERS: SeedOrder[] = [
  // October: the current period.
  { no: 1, status: 2, at: '2026-09-30T16:01:00Z', totalSen: 10_000, lines: [{ product: 'shirt', qty: 2, sen: 8000 }, { product: 'cap', qty: 1, sen: 2000 }] }, // 1 Oct 00:01
  { no: 2, status: 8, at: '2026-10-15T04:00:00Z', totalSen: 5000, lines: [{ product: 'shirt', qty: 1, sen: 5000 }] }, // 15 Oct 12:00
  { no: 3, status: 6, at: '2026-10-31T15:59:00Z', totalSen: 3000, lines: [{ product: 'tea', qty: 5, sen: 3000 }] }, // 31 Oct 23:59
  { no: 4, status: 7, at: '2026-10-15T05:00:00Z', totalSen: 4000, lines: [{ product: 'shirt', qty: 1, sen: 4000 }] }, // 15 Oct, awaiting payment
  { no: 5, status: 3, at: '2026-10-20T02:00:00Z', totalSen: 2500, lines: [{ product: 'cap', qty: 1, sen: 2500 }] }, // 20 Oct, cancelled
  { no: 6, status: 9, at: '2026-10-21T02:00:00Z', totalSen: 1500, lines: [{ product: 'cap', qty: 1, sen: 1500 }] }, // 21 Oct, refunded
  { no: 7, status: 4, at: '2026-10-22T02:00:00Z', totalSen: 2500, lines: [{ product: 'cap', qty: 2, sen: 2000 }, { product: 'set', qty: 1, sen: 500 }] }, // 22 Oct, to ship
  { no: 8, status: 10, at: '2026-10-22T03:00:00Z', totalSen: 9900, lines: [{ product: 'shirt', qty: 9, sen: 9900 }] }, // a quotation: never an order
  { no: 9, status: 2, at: '2026-10-31T16:01:00Z', totalSen: 7000, lines: [{ product: 'shirt', qty: 1, sen: 7000 }] }, // 1 Nov 00:01: November
  { no: 10, status: 5, at: '2026-10-05T02:00:00Z', totalSen: 800 }, // 5 Oct, payment error
  // 31 August to 30 September: the previous period.
  { no: 11, status: 2, at: '2026-09-30T15:59:00Z', totalSen: 6000, lines: [{ product: 'shirt', qty: 2, sen: 6000 }] }, // 30 Sep 23:59
  { no: 12, status: 8, at: '2026-09-10T02:00:00Z', totalSen: 4000, lines: [{ product: 'cap', qty: 4, sen: 4000 }] },
  { no: 13, status: 3, at: '2026-09-11T02:00:00Z', totalSen: 1000 },
  { no: 14, status: 2, at: '2026-08-30T15:00:00Z', totalSen: 99_900, lines: [{ product: 'shirt', qty: 1, sen: 99_900 }] }, // 30 Aug 23:00: before both
];

export interface SalesReportShop extends SeededShop {
  teaId: string;
  teaSku: string;
}

/** Counts the merchant's sales reports' sums again from its orders, in its time zone now. */
export async function recountShopSales(rt: Runtime, merchantId: string): Promise<void> {
  const merchant = await rt.database.client.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { id: true, timeZone: true } });
  await rebuildSales(systemCtx(baseContext(rt.database, rt.env, testRequest()), merchant));
}

/** The shop (seedShop's shirt and cap, a tea with a Chinese name) and SALES_ORDERS, written into it. */
export async function seedSalesReportShop(rt: Runtime): Promise<SalesReportShop> {
  const shop = await seedShop(rt);
  const tea = await shop.admin.caller.products.create(productForm(shop.categoryId, { nameEn: TEA_NAME, priceSen: 600, stock: 50 }));
  const db = rt.database.client;
  // The shop began after its first orders (they were brought over from elsewhere): lifetime starts with them.
  await db.merchant.update({ where: { id: shop.merchantId }, data: { since: new Date('2026-09-15T00:00:00Z') } });
  const orders = SALES_ORDERS.map((o) => orderRow(shop.merchantId, o.no, { status: o.status, placedAt: o.at, totalSen: o.totalSen }));
  await db.order.createMany({ data: orders });
  const product = {
    // Sold under an older name: the report shows the product's name now.
    shirt: { productId: shop.shirt.id, name: 'Plain shirt (old name)', sku: shop.shirt.sku },
    cap: { productId: shop.cap.id, name: 'Baseball cap', sku: shop.cap.redSku },
    tea: { productId: tea.id, name: TEA_NAME, sku: tea.sku },
    // A mix-and-match set names no product: it is its own row, by its set.
    set: { productId: null, name: 'Kuih set', sku: '', promotion: 'mix_match', promotionId: 'mix-match-1' },
  };
  await db.orderItem.createMany({
    data: SALES_ORDERS.flatMap((o, i) =>
      (o.lines ?? []).map((line, n) => ({
        merchantId: shop.merchantId,
        id: `${orders[i]!.id}-${n}`,
        orderId: orders[i]!.id,
        ...product[line.product],
        qty: line.qty,
        singlePriceSen: Math.round(line.sen / line.qty),
        finalPriceSen: line.sen,
        sort: n,
      })),
    ),
  });
  // Orders written straight to the database are counted as orders brought over are.
  await recountShopSales(rt, shop.merchantId);
  return { ...shop, teaId: tea.id, teaSku: tea.sku };
}
