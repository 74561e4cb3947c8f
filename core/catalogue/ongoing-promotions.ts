import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { periodWhere } from '../shared/promotion-period.ts';
import { inBatches } from './bulk/id-batches.ts';
import { CATALOGUE_MESSAGES as M } from './constants.ts';
import { changedPriceFields, type PricedProduct, type TProductPromotion } from './price-lock.ts';

/**
 * The one definition of "in a promotion" (business-areas.md §5: the price is not editable and
 * wholesale is hidden during a promotion): the product, or any of its options, is in a discount
 * campaign that is ongoing at ctx.now(), from its start (inclusive) to its end (exclusive).
 * Upcoming campaigns do not count: until its start a campaign can still be edited in full (its
 * products, its prices, its period), so a merchant who reprices a product before then re-saves
 * the campaign; buyers see the campaign price against the product's price only from the start.
 * A product is in at most one campaign at a time (campaigns refuse overlaps); should two ever
 * meet, the one ending last is named, as it holds the lock longest.
 */
export async function ongoingPromotions(ctx: Ctx, productIds: readonly string[]): Promise<Map<string, TProductPromotion>> {
  const rows = await inBatches([...new Set(productIds)], (ids) =>
    ctx.db.discountCampaignProduct.findMany({
      where: { merchantId: ctx.merchantId, productId: { in: ids }, campaign: periodWhere('ongoing', ctx.now()) },
      select: { productId: true, campaign: { select: { id: true, name: true, endAt: true } } },
    }),
  );
  const promotions = new Map<string, TProductPromotion>();
  for (const { productId, campaign } of rows) {
    const held = promotions.get(productId);
    if (!held || campaign.endAt > held.endAt) promotions.set(productId, { campaignId: campaign.id, name: campaign.name, endAt: campaign.endAt });
  }
  return promotions;
}

export const PRICE_LOCKED = 'PRODUCT.PRICE_LOCKED';

/** A price change refused because the product is in a promotion, on the field it concerns. */
export const priceLocked = (promotion: TProductPromotion, field: string) => new AppError(PRICE_LOCKED, M.priceLocked(promotion.name), 'invalid', field);

/** The stored prices of products, as the lock compares them. */
async function storedPrices(ctx: Ctx, productIds: readonly string[]): Promise<Map<string, PricedProduct>> {
  const bySort = { orderBy: { sort: 'asc' as const } };
  const products = await inBatches([...productIds], (ids) =>
    ctx.db.product.findMany({
      where: { merchantId: ctx.merchantId, id: { in: ids } },
      select: { id: true, priceSen: true, discountedPriceSen: true, variants: { ...bySort, select: { options: { ...bySort, select: { sku: true, priceSen: true } } } } },
    }),
  );
  return new Map(products.map(({ id, ...prices }) => [id, prices]));
}

/** A product's price changes that its ongoing promotion refuses. */
export interface LockedChange {
  promotion: TProductPromotion;
  /** Paths of the product input, as changedPriceFields gives them. */
  fields: string[];
}

/**
 * Of products about to be written again (by id, with the prices they would get), those in a
 * promotion whose prices would change, with the fields that change. Two reads when none is in
 * a promotion: one.
 */
export async function lockedPriceChanges(ctx: Ctx, next: ReadonlyMap<string, PricedProduct>): Promise<Map<string, LockedChange>> {
  const promotions = await ongoingPromotions(ctx, [...next.keys()]);
  const locked = new Map<string, LockedChange>();
  if (promotions.size === 0) return locked;
  const stored = await storedPrices(ctx, [...promotions.keys()]);
  for (const [productId, promotion] of promotions) {
    const before = stored.get(productId);
    const fields = before ? changedPriceFields(before, next.get(productId)!) : [];
    if (fields.length) locked.set(productId, { promotion, fields });
  }
  return locked;
}
