import { loadPricedProducts, sellingPriceSen } from '../campaigns/product-prices.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { ADD_ON_DEAL_ERROR_CODES as C, ADD_ON_DEAL_MESSAGES as M } from './constants.ts';
import { startTooSoon } from './period.ts';
import type { TAddOnDealValues } from './schema.ts';

/** A deal's start that is new (on create, or changed while upcoming) is at least 5 minutes after now. */
export function assertStart(tx: Ctx, startAt: Date): void {
  if (startTooSoon(startAt, tx.now())) throw new AppError(C.startTooSoon, M.startTooSoon, 'invalid', 'startAt');
}

/**
 * Every main and add-on product is this merchant's; an add-on price is not above the product's
 * selling price; an item's stock is not below what the deal has already sold of it.
 */
export async function checkProducts(tx: Ctx, deal: TAddOnDealValues, sold: ReadonlyMap<string, number>): Promise<void> {
  const catalogue = await loadPricedProducts(tx, [...deal.mainProductIds, ...deal.items.map((i) => i.productId)]);
  const unknown = (field: string) => new AppError(C.productUnknown, M.productUnknown, 'not_found', field);
  deal.mainProductIds.forEach((productId, i) => {
    if (!catalogue.has(productId)) throw unknown(`mainProductIds.${i}`);
  });
  deal.items.forEach((item, i) => {
    const product = catalogue.get(item.productId);
    if (!product) throw unknown(`items.${i}.productId`);
    if (item.priceSen > sellingPriceSen(product, null)) throw new AppError(C.priceAboveProduct, M.priceAboveProduct, 'invalid', `items.${i}.priceSen`);
    const soldCount = sold.get(item.productId) ?? 0;
    if (item.stock < soldCount) throw new AppError(C.stockBelowSold, M.stockBelowSold(soldCount), 'invalid', `items.${i}.stock`);
  });
}

export const dealData = (deal: TAddOnDealValues) => ({ name: deal.name, type: deal.type, purchaseLimit: deal.purchaseLimit, startAt: deal.startAt, endAt: deal.endAt });

/**
 * Brings a deal's main products and add-on items to the form's. Items are written by product, so
 * one kept keeps its id and sold count (orders and their cancellations count against it).
 */
export async function writeProducts(tx: Ctx, dealId: string, deal: TAddOnDealValues): Promise<void> {
  const { merchantId } = tx;
  await tx.db.addOnDealMainProduct.deleteMany({ where: { merchantId, dealId } });
  await tx.db.addOnDealMainProduct.createMany({ data: deal.mainProductIds.map((productId) => ({ merchantId, dealId, productId })) });
  await tx.db.addOnDealItem.deleteMany({ where: { merchantId, dealId, productId: { notIn: deal.items.map((i) => i.productId) } } });
  for (const { productId, ...item } of deal.items) {
    await tx.db.addOnDealItem.upsert({
      where: { merchantId_dealId_productId: { merchantId, dealId, productId } },
      create: { merchantId, dealId, productId, ...item },
      update: item,
    });
  }
}
