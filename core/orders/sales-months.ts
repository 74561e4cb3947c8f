import { fromBigInt } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { localDate } from '../shared/time.ts';

/**
 * Adds (sign 1) or takes back (sign -1) an order's items in ProductSalesMonth, the figures the
 * product list's "monthly highest sales / sold units" sorts read. The month is the merchant-local
 * month the order was paid in, so a cancel or refund takes back from the month that counted it.
 * Items whose product was deleted are skipped. Amounts are the lines' final prices in sen.
 */
export async function recordOrderSales(ctx: Ctx, orderId: string, sign: 1 | -1): Promise<void> {
  const order = await ctx.db.order.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id: orderId } },
    select: { paidAt: true, items: { select: { productId: true, qty: true, finalPriceSen: true } } },
  });
  if (!order) return;
  const month = localDate(order.paidAt ?? ctx.now(), ctx.timeZone).slice(0, 7);
  const totals = new Map<string, { salesSen: number; units: number }>();
  for (const item of order.items) {
    if (!item.productId) continue;
    const sum = totals.get(item.productId) ?? { salesSen: 0, units: 0 };
    totals.set(item.productId, { salesSen: sum.salesSen + fromBigInt(item.finalPriceSen), units: sum.units + item.qty });
  }
  if (totals.size === 0) return;
  const existing = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...totals.keys()] } }, select: { id: true } });
  for (const { id: productId } of existing) {
    const { salesSen, units } = totals.get(productId)!;
    if (sign === 1) {
      await ctx.db.productSalesMonth.upsert({
        where: { merchantId_productId_month: { merchantId: ctx.merchantId, productId, month } },
        create: { merchantId: ctx.merchantId, productId, month, salesSen, units },
        update: { salesSen: { increment: salesSen }, units: { increment: units } },
      });
    } else {
      const where = { merchantId: ctx.merchantId, productId, month };
      const { count } = await ctx.db.productSalesMonth.updateMany({
        where: { ...where, salesSen: { gte: salesSen }, units: { gte: units } },
        data: { salesSen: { decrement: salesSen }, units: { decrement: units } },
      });
      // Sales that were never added (an order paid before this was counted) never go below 0.
      if (count === 0) await ctx.db.productSalesMonth.updateMany({ where, data: { salesSen: 0, units: 0 } });
    }
  }
}
