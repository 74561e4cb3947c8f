import type { Ctx } from '../shared/context.ts';
import { MARKETPLACE_LIMITS } from './constants.ts';
import type { StockPrice } from './port.ts';
import { shopCall, type ShopRow } from './shops.ts';

/** Unlimited catalogue stock is listed as this many units. */
const UNLIMITED_STOCK = 9999;

/** Narrows a push to one catalogue product, pushed even where nothing changed (a product sync page's Push now). */
export interface PushFilter {
  productId: string;
}

/**
 * The catalogue's stock and price pushed to the shop's mapped and imported products where they
 * differ from what was last pushed: a catalogue change (an edit, a website or marketplace order)
 * reaches every marketplace on the next sync. Reads and pushes a batch at a time.
 */
export async function pushShopStock(ctx: Ctx, shop: ShopRow, only?: PushFilter): Promise<number> {
  let pushed = 0;
  let after = '';
  for (;;) {
    const batch = await ctx.db.marketplaceProduct.findMany({
      where: { merchantId: ctx.merchantId, shopId: shop.id, productId: only ? only.productId : { not: null }, id: { gt: after } },
      select: { id: true, itemId: true, modelId: true, sku: true, productId: true, optionId: true, pushedStock: true, pushedPriceSen: true },
      orderBy: { id: 'asc' },
      take: MARKETPLACE_LIMITS.batch,
    });
    if (!batch.length) return pushed;
    after = batch.at(-1)!.id;
    const products = new Map(
      (await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: batch.map((b) => b.productId!) } }, select: { id: true, stock: true, stockUnlimited: true, priceSen: true } })).map((p) => [p.id, p]),
    );
    const options = new Map(
      (await ctx.db.productOption.findMany({ where: { merchantId: ctx.merchantId, id: { in: batch.flatMap((b) => (b.optionId ? [b.optionId] : [])) } }, select: { id: true, stock: true, priceSen: true } })).map((o) => [o.id, o]),
    );
    const due: (StockPrice & { id: string })[] = [];
    for (const b of batch) {
      const product = products.get(b.productId!);
      if (!product) continue;
      const option = b.optionId ? options.get(b.optionId) : undefined;
      const stock = product.stockUnlimited ? UNLIMITED_STOCK : (option?.stock ?? product.stock);
      const priceSen = option?.priceSen ?? product.priceSen;
      if (only || stock !== b.pushedStock || priceSen !== b.pushedPriceSen) due.push({ id: b.id, itemId: b.itemId, modelId: b.modelId, sku: b.sku, stock, priceSen });
    }
    if (!due.length) continue;
    await shopCall(ctx, shop, (market, auth) => market.updateStockPrice(auth, due));
    for (const d of due) {
      await ctx.db.marketplaceProduct.update({ where: { merchantId_id: { merchantId: ctx.merchantId, id: d.id } }, data: { pushedStock: d.stock, pushedPriceSen: d.priceSen, stock: d.stock, priceSen: d.priceSen } });
    }
    pushed += due.length;
  }
}
