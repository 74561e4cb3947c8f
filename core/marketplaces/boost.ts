import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { systemCtx, type BaseCtx, type Ctx } from '../shared/context.ts';
import { AppError, isAppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { MARKETPLACE_CATEGORY, MARKETPLACE_LIMITS, MARKETPLACE_MESSAGES, SHOP_STATUS } from './constants.ts';
import { shopCall, shopRow, type ShopRow } from './shops.ts';

export const ZBoostChoiceInput = z.object({ shopId: z.string().min(1), productIds: z.array(z.string().min(1)).max(1000) });

/** Spec section 9: the products a boost lifts are listed ones with stock. */
const BOOSTABLE = { status: { in: ['normal', 'live'] }, stock: { gt: 0 } };

/** The products the merchant chose to boost (boost page); at most boostChoiceMax ("You reached the maximum products selection"). */
export async function chooseBoostProducts(ctx: Ctx, raw: z.input<typeof ZBoostChoiceInput>): Promise<{ chosen: number }> {
  const input = ZBoostChoiceInput.parse(raw);
  const shop = await shopRow(ctx, input.shopId);
  const ids = [...new Set(input.productIds)];
  if (ids.length > MARKETPLACE_LIMITS.boostChoiceMax) throw new AppError('MARKETPLACE.MAX_SELECTION', MARKETPLACE_MESSAGES.maxSelection, 'invalid', 'productIds');
  return audited(ctx, { action: msg('log.marketplaces.boostChosen', { name: shop.storeName, count: ids.length }), category: MARKETPLACE_CATEGORY }, async (tx) => {
    await tx.db.marketplaceProduct.updateMany({ where: { merchantId: tx.merchantId, shopId: shop.id, boost: true }, data: { boost: false } });
    const { count } = await tx.db.marketplaceProduct.updateMany({ where: { merchantId: tx.merchantId, shopId: shop.id, id: { in: ids } }, data: { boost: true } });
    return { chosen: count };
  });
}

/** Up to n of the items, drawn at random. */
function drawn<T>(items: T[], n: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < n && pool.length) picked.push(pool.splice(randomInt(pool.length), 1)[0]!);
  return picked;
}

/**
 * Boosts 5 products of a shop drawn at random from those the merchant chose (from all its
 * boostable products when it chose none). Returns the SKUs boosted; none when the marketplace has no boost.
 */
export async function boostShop(ctx: Ctx, shop: ShopRow): Promise<string[]> {
  const chosen = await ctx.db.marketplaceProduct.findMany({ where: { merchantId: ctx.merchantId, shopId: shop.id, boost: true, ...BOOSTABLE }, select: { id: true, itemId: true, sku: true } });
  let picked = drawn(chosen, MARKETPLACE_LIMITS.boostCount);
  if (!picked.length) {
    const where = { merchantId: ctx.merchantId, shopId: shop.id, modelId: { in: ['', '0'] }, ...BOOSTABLE };
    const total = await ctx.db.marketplaceProduct.count({ where });
    const offsets = drawn(Array.from({ length: Math.min(total, 10_000) }, (_, i) => i), MARKETPLACE_LIMITS.boostCount);
    picked = [];
    for (const skip of offsets) picked.push(...(await ctx.db.marketplaceProduct.findMany({ where, select: { id: true, itemId: true, sku: true }, orderBy: { id: 'asc' }, skip, take: 1 })));
  }
  const itemIds = [...new Set(picked.map((p) => p.itemId))];
  if (!itemIds.length) return [];
  if (!(await shopCall(ctx, shop, (market, auth) => market.boost(auth, itemIds)))) throw new AppError('MARKETPLACE.NO_BOOST', MARKETPLACE_MESSAGES.noBoost, 'invalid');
  await ctx.db.marketplaceProduct.updateMany({ where: { merchantId: ctx.merchantId, id: { in: picked.map((p) => p.id) } }, data: { boostedAt: ctx.now() } });
  await ctx.db.marketplaceShop.updateMany({ where: { merchantId: ctx.merchantId, id: shop.id }, data: { lastBoostAt: ctx.now() } });
  return picked.map((p) => p.sku);
}

export interface BoostResult {
  shopId: string;
  storeName: string;
  skus: string[];
  error: string;
}

/**
 * The scheduled boost (`merchant marketplace boost`): every Shopee shop last boosted 4 hours ago
 * or more (of one merchant, when given). One shop's failure is its result's error; the others
 * are boosted all the same.
 */
export async function boostDueShops(base: BaseCtx, options: { merchantId?: string } = {}): Promise<BoostResult[]> {
  const due = new Date(base.now().getTime() - MARKETPLACE_LIMITS.boostEveryMs);
  const shops = await base.db.marketplaceShop.findMany({
    where: { ...(options.merchantId && { merchantId: options.merchantId }), platform: 'shopee', status: { not: SHOP_STATUS.expired }, OR: [{ lastBoostAt: null }, { lastBoostAt: { lte: due } }] },
    orderBy: [{ merchantId: 'asc' }, { id: 'asc' }],
  });
  const merchants = new Map((await base.db.merchant.findMany({ where: { id: { in: [...new Set(shops.map((s) => s.merchantId))] } }, select: { id: true, timeZone: true } })).map((m) => [m.id, m]));
  const results: BoostResult[] = [];
  for (const shop of shops) {
    const result: BoostResult = { shopId: shop.id, storeName: shop.storeName, skus: [], error: '' };
    try {
      result.skus = await boostShop(systemCtx(base, merchants.get(shop.merchantId)!), shop);
    } catch (error) {
      result.error = isAppError(error) ? error.message : String((error as Error).message ?? error);
    }
    results.push(result);
  }
  return results;
}
