import { systemCtx, type BaseCtx, type Ctx } from '../shared/context.ts';
import { isAppError } from '../shared/errors.ts';
import { MARKETPLACE_LIMITS, SHOP_STATUS } from './constants.ts';
import { syncShopOrders } from './order-sync.ts';
import { syncShopProducts } from './product-sync.ts';
import { renewTokens, shopRow, type ShopRow } from './shops.ts';
import { pushShopStock } from './stock-push.ts';

export interface ShopSyncResult {
  shopId: string;
  merchantId: string;
  platform: string;
  storeName: string;
  products: number;
  stockPushed: number;
  ordersCreated: number;
  ordersUpdated: number;
  /** The refusal's message ('' when the sync succeeded). */
  error: string;
}

/**
 * One shop's sync: the token renewed when it expires soon, the products changed since the last
 * sync, the catalogue's stock and price pushed, then the orders changed since. The shop is
 * 'updating' meanwhile; a refusal is kept as its last error (an expired token leaves it expired).
 */
export async function syncShop(ctx: Ctx, id: string): Promise<ShopSyncResult> {
  let shop: ShopRow = await shopRow(ctx, id);
  const result: ShopSyncResult = { shopId: shop.id, merchantId: ctx.merchantId, platform: shop.platform, storeName: shop.storeName, products: 0, stockPushed: 0, ordersCreated: 0, ordersUpdated: 0, error: '' };
  const where = { merchantId: ctx.merchantId, id };
  try {
    if (shop.status !== SHOP_STATUS.expired && shop.tokenExpiresAt.getTime() - ctx.now().getTime() < MARKETPLACE_LIMITS.renewBeforeMs) shop = await renewTokens(ctx, shop);
    if (shop.status !== SHOP_STATUS.expired) await ctx.db.marketplaceShop.updateMany({ where, data: { status: SHOP_STATUS.updating } });
    result.products = await syncShopProducts(ctx, shop);
    result.stockPushed = await pushShopStock(ctx, shop);
    const orders = await syncShopOrders(ctx, shop);
    result.ordersCreated = orders.created;
    result.ordersUpdated = orders.updated;
    await ctx.db.marketplaceShop.updateMany({ where, data: { status: SHOP_STATUS.active, lastError: '', lastSyncAt: ctx.now() } });
  } catch (error) {
    if (!isAppError(error)) throw error;
    result.error = error.message;
    await ctx.db.marketplaceShop.updateMany({ where: { ...where, status: SHOP_STATUS.updating }, data: { status: SHOP_STATUS.active } });
  }
  return result;
}

/**
 * The scheduled sync (`merchant marketplace sync`): every shop of every merchant, or one. An
 * expired shop is left as it is (its merchant renews its token); one shop's refusal does not stop
 * the others.
 */
export async function syncShops(base: BaseCtx, filter: { shopId?: string } = {}): Promise<ShopSyncResult[]> {
  const shops = await base.db.marketplaceShop.findMany({
    where: filter.shopId ? { id: filter.shopId } : { status: { not: SHOP_STATUS.expired } },
    select: { id: true, merchantId: true },
    orderBy: [{ merchantId: 'asc' }, { createdAt: 'asc' }],
  });
  const merchants = new Map((await base.db.merchant.findMany({ where: { id: { in: [...new Set(shops.map((s) => s.merchantId))] } }, select: { id: true, timeZone: true } })).map((m) => [m.id, m]));
  const results: ShopSyncResult[] = [];
  for (const s of shops) results.push(await syncShop(systemCtx(base, merchants.get(s.merchantId)!), s.id));
  return results;
}
