import { randomInt } from 'node:crypto';
import { finishConnect, startConnect } from '../../../../core/marketplaces/shops.ts';
import { syncShop } from '../../../../core/marketplaces/sync.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface MarketplaceFixtures {
  marketplaceShopId: string;
  marketplaceProductId: string;
  marketplaceOrderId: string;
}

/** Merchant A's Shopee shop (a small simulated one), connected and synced: its products and orders. */
export async function seedMarketplaces(ctx: Ctx): Promise<MarketplaceFixtures> {
  const { url } = await startConnect(ctx, 'shopee');
  const redirect = new URL(url).searchParams.get('redirect')!;
  const form = new URLSearchParams({ redirect, shop: String(randomInt(100_000, 999_999)), products: '8', orders: '3' });
  const back = new URL((await fetch(`${new URL(url).origin}/shopee/_authorize?${form.toString()}`, { redirect: 'manual' })).headers.get('location')!);
  const shop = await finishConnect(ctx, { platform: 'shopee', state: back.searchParams.get('state')!, code: back.searchParams.get('code')!, shopId: back.searchParams.get('shop_id')! });
  await syncShop(ctx, shop.id);
  const product = await ctx.db.marketplaceProduct.findFirstOrThrow({ where: { merchantId: ctx.merchantId, shopId: shop.id } });
  const order = await ctx.db.marketplaceOrder.findFirstOrThrow({ where: { merchantId: ctx.merchantId, shopId: shop.id } });
  return { marketplaceShopId: shop.id, marketplaceProductId: product.id, marketplaceOrderId: order.id };
}
