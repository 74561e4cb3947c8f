import type { z } from 'zod';
import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { fromBigInt } from '../db/bigint.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import type { ProductState } from './constants.ts';
import { ZMarketplaceOrderListInput, ZProductListInput, type ZMarketplaceOrder, type ZMarketplaceOrderDetail, type ZMarketplaceOrderPage, type ZMarketplaceProductPage } from './schema.ts';
import { shopRow } from './shops.ts';

/** A product state as a filter: out of stock is a listed product with no stock; unmapped is the mapping's. */
function stateWhere(state: ProductState | undefined): Prisma.MarketplaceProductWhereInput {
  if (!state) return {};
  if (state === 'unmapped') return { mapping: 'unmapped' };
  if (state === 'out_of_stock') return { stock: 0, status: { in: ['normal', 'live'] } };
  return { status: state };
}

/** A shop's products, by SKU, with the state and mapping filters and a search in the SKU or the name. */
export async function listShopProducts(ctx: Ctx, raw: z.input<typeof ZProductListInput>): Promise<z.infer<typeof ZMarketplaceProductPage>> {
  const input = ZProductListInput.parse(raw);
  const shop = await shopRow(ctx, input.shopId);
  const text = input.search ? containsText(ctx.engine, input.search) : null;
  const where: Prisma.MarketplaceProductWhereInput = {
    merchantId: ctx.merchantId,
    shopId: shop.id,
    ...stateWhere(input.state),
    ...(input.mapping && { mapping: input.mapping }),
    ...(input.boost !== undefined && { boost: input.boost }),
    ...(text && { OR: [{ sku: text }, { name: text }] }),
  };
  const [items, total] = await Promise.all([
    ctx.db.marketplaceProduct.findMany({
      where,
      select: { id: true, itemId: true, sku: true, parentSku: true, variantName: true, name: true, status: true, mapping: true, productId: true, priceSen: true, stock: true, boost: true, boostedAt: true, updateTime: true },
      orderBy: [{ sku: 'asc' }, { id: 'asc' }],
      ...skipTake(input),
    }),
    ctx.db.marketplaceProduct.count({ where }),
  ]);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

type OrderRow = Prisma.MarketplaceOrderGetPayload<object>;

/** Marketplace orders as the screens show them: with their shop's platform and name and the order list's number. */
async function ordersShown(ctx: Ctx, rows: OrderRow[]): Promise<z.infer<typeof ZMarketplaceOrder>[]> {
  const shops = new Map((await ctx.db.marketplaceShop.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(rows.map((r) => r.shopId))] } }, select: { id: true, platform: true, storeName: true } })).map((s) => [s.id, s]));
  const orderNos = new Map(
    (await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, id: { in: rows.flatMap((r) => (r.orderId ? [r.orderId] : [])) } }, select: { id: true, orderNo: true } })).map((o) => [o.id, o.orderNo]),
  );
  return rows.map((r) => ({
    id: r.id,
    shopId: r.shopId,
    platform: shops.get(r.shopId)?.platform ?? '',
    storeName: shops.get(r.shopId)?.storeName ?? '',
    orderSn: r.orderSn,
    orderId: r.orderId,
    orderNo: r.orderId ? (orderNos.get(r.orderId) ?? null) : null,
    status: r.status,
    totalSen: fromBigInt(r.totalSen),
    buyerName: r.buyerName,
    placedAt: r.placedAt,
    updateTime: r.updateTime,
  }));
}

/** The marketplace orders, newest first, of one shop or all, in one state or all, found by the order number or the buyer. */
export async function listMarketplaceOrders(ctx: Ctx, raw: z.input<typeof ZMarketplaceOrderListInput>): Promise<z.infer<typeof ZMarketplaceOrderPage>> {
  const input = ZMarketplaceOrderListInput.parse(raw);
  const text = input.search ? containsText(ctx.engine, input.search) : null;
  const where: Prisma.MarketplaceOrderWhereInput = {
    merchantId: ctx.merchantId,
    ...(input.shopId && { shopId: input.shopId }),
    ...(input.status && { status: input.status }),
    ...(text && { OR: [{ orderSn: text }, { buyerName: text }] }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.marketplaceOrder.findMany({ where, orderBy: [{ placedAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.marketplaceOrder.count({ where }),
  ]);
  return { items: await ordersShown(ctx, rows), total, page: input.page, pageSize: input.pageSize };
}

/** One marketplace order (/marketplace-sync/orders/{oid}): its shop's own id, its sync's failure and the lines of the order it became. */
export async function viewMarketplaceOrder(ctx: Ctx, id: string): Promise<z.infer<typeof ZMarketplaceOrderDetail>> {
  const row = await ctx.db.marketplaceOrder.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
  if (!row) throw notFound('marketplaceOrder');
  const [shown] = await ordersShown(ctx, [row]);
  const shop = await ctx.db.marketplaceShop.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: row.shopId } }, select: { shopId: true } });
  const items = row.orderId
    ? await ctx.db.orderItem.findMany({ where: { merchantId: ctx.merchantId, orderId: row.orderId }, select: { id: true, sku: true, name: true, options: true, qty: true, finalPriceSen: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] })
    : [];
  return { ...shown!, shopRef: shop?.shopId ?? '', error: row.error, lines: items.map((i) => ({ ...i, finalPriceSen: fromBigInt(i.finalPriceSen) })) };
}
