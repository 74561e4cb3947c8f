import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { MAPPINGS } from './constants.ts';
import { ZMarketplaceShop } from './schema.ts';
import { listShops } from './shops.ts';

export const ZShopOverview = z.object({
  shop: ZMarketplaceShop,
  /** The shop's products (rows, a variant each) by mapping. */
  products: z.object({ mapped: z.number().int(), unmapped: z.number().int(), imported: z.number().int() }),
  orders: z.number().int(),
});

/** The marketplace dashboard (/marketplace-sync/dashboard): each shop with its products by mapping and its orders. */
export async function marketplaceOverview(ctx: Ctx): Promise<z.infer<typeof ZShopOverview>[]> {
  const shops = await listShops(ctx);
  const where = { merchantId: ctx.merchantId, shopId: { in: shops.map((s) => s.id) } };
  const [products, orders] = await Promise.all([
    ctx.db.marketplaceProduct.groupBy({ by: ['shopId', 'mapping'], where, _count: { _all: true } }),
    ctx.db.marketplaceOrder.groupBy({ by: ['shopId'], where, _count: { _all: true } }),
  ]);
  const count = (shopId: string, mapping: string) => products.find((p) => p.shopId === shopId && p.mapping === mapping)?._count._all ?? 0;
  return shops.map((shop) => ({
    shop,
    products: Object.fromEntries(MAPPINGS.map((m) => [m, count(shop.id, m)])) as Record<(typeof MAPPINGS)[number], number>,
    orders: orders.find((o) => o.shopId === shop.id)?._count._all ?? 0,
  }));
}
