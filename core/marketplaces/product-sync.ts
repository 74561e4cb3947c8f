import { insertMany } from '../db/bulk-write.ts';
import { newId } from '../db/ids.ts';
import type { BaseCtx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import type { MarketItem } from './port.ts';
import { shopCall, type ShopRow as Shop } from './shops.ts';

type TenantBase = BaseCtx & { merchantId: string };

const keyOf = (i: { itemId: string; modelId: string }) => `${i.itemId}/${i.modelId}`;

/**
 * One page of the shop's products written in one transaction: new ones created together, changed
 * ones updated (their mapping kept), and the shop's cursor moved to the page's latest update, so
 * a sync stopped half-way goes on from there. Returns how many were new or changed.
 */
async function savePage(ctx: TenantBase, shop: Shop, items: readonly MarketItem[]): Promise<number> {
  if (!items.length) return 0;
  return withTransaction(ctx, async (tx) => {
    const existing = await tx.db.marketplaceProduct.findMany({
      where: { merchantId: tx.merchantId, shopId: shop.id, itemId: { in: [...new Set(items.map((i) => i.itemId))] } },
      select: { id: true, itemId: true, modelId: true, productId: true, pushedStock: true, pushedPriceSen: true, updateTime: true, stock: true, priceSen: true, status: true },
    });
    const known = new Map(existing.map((e) => [keyOf(e), e]));
    const fields = (i: MarketItem) => ({ sku: i.sku, parentSku: i.parentSku, variantName: i.variantName, name: i.name, status: i.status, priceSen: i.priceSen, stock: i.stock, updateTime: i.updateTime });
    const fresh = items.filter((i) => !known.has(keyOf(i)));
    // Plain multi-row inserts (core/db/bulk-write.ts): a first sync brings every product of the shop.
    await insertMany(tx, 'MarketplaceProduct', fresh.map((i) => ({ merchantId: tx.merchantId, id: newId(), shopId: shop.id, itemId: i.itemId, modelId: i.modelId, ...fields(i) })));
    let changed = fresh.length;
    for (const i of items) {
      const row = known.get(keyOf(i));
      // The cursor's own second is read again: what did not change since is left alone. Update
      // times are whole seconds, so a second change within the second is told by its values.
      if (!row || (row.updateTime.getTime() === i.updateTime.getTime() && row.stock === i.stock && row.priceSen === i.priceSen && row.status === i.status)) continue;
      changed++;
      // A mapped product changed on the marketplace is set back to the catalogue's stock and price by the next push.
      const drifted = row.productId !== null && (i.stock !== row.pushedStock || i.priceSen !== row.pushedPriceSen);
      await tx.db.marketplaceProduct.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: row.id } }, data: { ...fields(i), ...(drifted && { pushedStock: null }) } });
    }
    const latest = new Date(Math.max(...items.map((i) => i.updateTime.getTime())));
    if (!shop.productsUpdated || latest > shop.productsUpdated) {
      await tx.db.marketplaceShop.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: shop.id } }, data: { productsUpdated: latest } });
      shop.productsUpdated = latest;
    }
    return changed;
  });
}

/** Pulls the shop's products changed since the last sync (all of them the first time), a page at a time. */
export async function syncShopProducts(ctx: TenantBase, shop: Shop): Promise<number> {
  const since = shop.productsUpdated;
  let cursor: string | null = null;
  let count = 0;
  do {
    const page = await shopCall(ctx, shop, (market, auth) => market.products(auth, since, cursor));
    count += await savePage(ctx, shop, page.items);
    cursor = page.next;
  } while (cursor);
  return count;
}
