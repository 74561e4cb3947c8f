import { commitWithheldStock, releaseWithheldStock, withholdStock, type WithholdLine } from '../checkout/stock.ts';
import { analyzeTables } from '../db/analyze.ts';
import { insertMany } from '../db/bulk-write.ts';
import { newId } from '../db/ids.ts';
import { ORDER_STATUS } from '../orders/constants.ts';
import { countSalesChanges, type SalesChange } from '../orders/sales-days.ts';
import type { Ctx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { INVENTORY_PLATFORM_OF, MARKETPLACE_LIMITS, ORDER_STATUS_OF, PLATFORM_NAMES } from './constants.ts';
import type { MarketOrder, MarketplacePlatform } from './port.ts';
import { shopCall, type ShopRow } from './shops.ts';

const PAID: readonly number[] = [ORDER_STATUS.preparingToShip, ORDER_STATUS.shipped, ORDER_STATUS.completed];
const keyOf = (l: { itemId: string; modelId: string }) => `${l.itemId}/${l.modelId}`;

/** When each state was reached, for an order entering it. */
function stamps(status: number, at: Date) {
  return {
    ...(PAID.includes(status) && { paidAt: at }),
    ...((status === ORDER_STATUS.shipped || status === ORDER_STATUS.completed) && { shippedAt: at }),
    ...(status === ORDER_STATUS.completed && { completedAt: at }),
    ...(status === ORDER_STATUS.cancelled && { cancelledAt: at }),
  };
}

/** A new order's stamps as columns: every row of one bulk insert has the same columns. */
function newStamps(status: number, at: Date) {
  return { paidAt: null, shippedAt: null, completedAt: null, cancelledAt: null, ...stamps(status, at) };
}

/**
 * The catalogue's stock an order takes, as for a website order (core/checkout/stock.ts), logged
 * with the marketplace's platform: only lines mapped to a product with tracked stock, and only
 * what is there (the marketplace sold it already; the rest is not ours to refuse).
 */
async function withholdOrder(tx: Ctx, orderNo: number, lines: WithholdLine[], platform: MarketplacePlatform): Promise<void> {
  const products = await tx.db.product.findMany({ where: { merchantId: tx.merchantId, id: { in: lines.map((l) => l.productId) } }, select: { id: true, stock: true, stockUnlimited: true } });
  const options = await tx.db.productOption.findMany({ where: { merchantId: tx.merchantId, id: { in: lines.flatMap((l) => (l.optionId ? [l.optionId] : [])) } }, select: { id: true, stock: true } });
  const left = new Map<string, number>([...products.filter((p) => !p.stockUnlimited).map((p) => [p.id, p.stock] as const), ...options.map((o) => [o.id, o.stock] as const)]);
  const unlimited = new Set(products.filter((p) => p.stockUnlimited).map((p) => p.id));
  const taken = lines.filter((l) => {
    const key = l.optionId ?? l.productId;
    const stock = left.get(key);
    if (unlimited.has(l.productId) || stock === undefined || stock < l.qty) return false;
    left.set(key, stock - l.qty);
    return true;
  });
  if (taken.length) await withholdStock(tx, orderNo, taken, INVENTORY_PLATFORM_OF[platform]);
}

/**
 * One page of the shop's orders in one transaction. A new one joins the order list (the next
 * order numbers, the marketplace's name as its shipping, its number in the remarks) and takes
 * stock; a known one follows the marketplace's state: cancelled gives its stock back, paid
 * records the sale. The shop's cursor moves to the page's latest update (not for a pushed order:
 * orders before it may not have been pulled yet).
 */
export async function saveOrders(ctx: Ctx, shop: ShopRow, orders: readonly MarketOrder[], options: { moveCursor: boolean } = { moveCursor: true }): Promise<{ created: number; updated: number }> {
  const platform = shop.platform as MarketplacePlatform;
  const page = [...new Map(orders.map((o) => [o.orderSn, o])).values()];
  if (!page.length) return { created: 0, updated: 0 };
  return withTransaction(ctx, async (tx) => {
    const { merchantId } = tx;
    const known = new Map(
      (await tx.db.marketplaceOrder.findMany({ where: { merchantId, shopId: shop.id, orderSn: { in: page.map((o) => o.orderSn) } }, select: { id: true, orderSn: true, orderId: true, status: true } })).map((o) => [o.orderSn, o]),
    );
    const fresh = page.filter((o) => !known.has(o.orderSn));
    const itemIds = [...new Set(fresh.flatMap((o) => o.lines.map((l) => l.itemId)))];
    const mapped = new Map(
      (await tx.db.marketplaceProduct.findMany({ where: { merchantId, shopId: shop.id, itemId: { in: itemIds }, productId: { not: null } }, select: { itemId: true, modelId: true, productId: true, optionId: true } })).map((m) => [keyOf(m), m]),
    );
    const changes: SalesChange[] = [];
    if (fresh.length) {
      const counter = await tx.db.orderSetting.upsert({ where: { merchantId }, create: { merchantId, nextOrderNo: 1 + fresh.length }, update: { nextOrderNo: { increment: fresh.length } }, select: { nextOrderNo: true } });
      const firstNo = counter.nextOrderNo - fresh.length;
      const writtenAt = new Date();
      const rows = fresh.map((o, at) => {
        const status = ORDER_STATUS_OF[o.status];
        const subtotal = o.lines.reduce((sum, l) => sum + l.qty * l.unitSen, 0);
        const order = {
          merchantId,
          id: newId(),
          orderNo: firstNo + at,
          status,
          platform,
          buyerName: o.buyerName || o.orderSn,
          buyerNameKey: (o.buyerName || o.orderSn).toLowerCase(),
          shipName: o.shipName,
          shipPhone: o.shipPhone,
          shipAddress: o.shipAddress,
          shippingTitle: PLATFORM_NAMES[platform],
          remarks: `${PLATFORM_NAMES[platform]} ${o.orderSn}`,
          subtotalSen: BigInt(subtotal),
          shippingSen: BigInt(o.shippingSen),
          totalSen: BigInt(o.totalSen || subtotal + o.shippingSen),
          placedAt: o.placedAt,
          ...newStamps(status, o.updateTime),
          updatedAt: writtenAt,
        };
        const items = o.lines.map((l, sort) => {
          const m = mapped.get(keyOf(l));
          return { merchantId, id: newId(), orderId: order.id, productId: m?.productId ?? null, optionId: m?.optionId ?? null, promotionId: null, sku: l.sku, name: l.name, qty: l.qty, singlePriceSen: BigInt(l.unitSen), finalPriceSen: BigInt(l.unitSen * l.qty), basePriceSen: BigInt(l.unitSen), sort };
        });
        return { o, order, items };
      });
      // Plain multi-row inserts (core/db/bulk-write.ts): a first sync brings tens of thousands of orders.
      await insertMany(tx, 'Order', rows.map((r) => r.order));
      await insertMany(tx, 'OrderItem', rows.flatMap((r) => r.items));
      await insertMany(
        tx,
        'MarketplaceOrder',
        rows.map(({ o, order }) => ({ merchantId, id: newId(), shopId: shop.id, orderSn: o.orderSn, orderId: order.id, status: o.status, totalSen: order.totalSen, buyerName: order.buyerName, placedAt: o.placedAt, updateTime: o.updateTime })),
      );
      for (const { order } of rows) changes.push({ orderId: order.id, placedAt: order.placedAt, before: null, after: { status: order.status, totalSen: Number(order.totalSen) } });
      await countSalesChanges(tx, changes.splice(0), rows.flatMap((r) => r.items));
      for (const { order, items } of rows) {
        if (order.status === ORDER_STATUS.cancelled) continue;
        const lines = items.flatMap((item, index) => (item.productId ? [{ index, productId: item.productId, optionId: item.optionId, sku: item.sku, name: item.name, qty: item.qty }] : []));
        if (lines.length) await withholdOrder(tx, order.orderNo, lines, platform);
        if (PAID.includes(order.status) && lines.length) await commitWithheldStock(tx, order.id, INVENTORY_PLATFORM_OF[platform]);
      }
    }
    let updated = 0;
    for (const o of page) {
      const before = known.get(o.orderSn);
      if (!before || before.status === o.status) continue;
      updated++;
      await tx.db.marketplaceOrder.update({ where: { merchantId_id: { merchantId, id: before.id } }, data: { status: o.status, updateTime: o.updateTime } });
      const order = before.orderId ? await tx.db.order.findUnique({ where: { merchantId_id: { merchantId, id: before.orderId } }, select: { id: true, status: true, totalSen: true, placedAt: true } }) : null;
      if (!order) continue;
      const status = ORDER_STATUS_OF[o.status];
      await tx.db.order.update({ where: { merchantId_id: { merchantId, id: order.id } }, data: { status, ...stamps(status, o.updateTime) } });
      changes.push({ orderId: order.id, placedAt: order.placedAt, before: { status: order.status, totalSen: Number(order.totalSen) }, after: { status, totalSen: Number(order.totalSen) } });
      if (status === ORDER_STATUS.cancelled) await releaseWithheldStock(tx, order.id, INVENTORY_PLATFORM_OF[platform]);
      else if (PAID.includes(status)) await commitWithheldStock(tx, order.id, INVENTORY_PLATFORM_OF[platform]);
    }
    if (changes.length) await countSalesChanges(tx, changes);
    const latest = new Date(Math.max(...page.map((o) => o.updateTime.getTime())));
    if (options.moveCursor && (!shop.ordersUpdated || latest > shop.ordersUpdated)) {
      await tx.db.marketplaceShop.update({ where: { merchantId_id: { merchantId, id: shop.id } }, data: { ordersUpdated: latest } });
      shop.ordersUpdated = latest;
    }
    return { created: fresh.length, updated };
  }, 60_000);
}

/** Pulls the shop's orders changed since the last sync (the last firstSyncDays the first time), a page at a time. */
export async function syncShopOrders(ctx: Ctx, shop: ShopRow): Promise<{ created: number; updated: number }> {
  const firstSync = shop.ordersUpdated === null;
  const since = shop.ordersUpdated ?? new Date(ctx.now().getTime() - MARKETPLACE_LIMITS.firstSyncDays * 24 * 3600 * 1000);
  const total = { created: 0, updated: 0 };
  let cursor: string | null = null;
  do {
    const page = await shopCall(ctx, shop, (market, auth) => market.orders(auth, since, cursor));
    const saved = await saveOrders(ctx, shop, page.items);
    // A first sync may fill an empty order list with tens of thousands of orders.
    if (firstSync && total.created === 0 && saved.created > 0) await analyzeTables(ctx, ['Order', 'OrderItem', 'MarketplaceOrder']);
    total.created += saved.created;
    total.updated += saved.updated;
    cursor = page.next;
  } while (cursor);
  return total;
}
